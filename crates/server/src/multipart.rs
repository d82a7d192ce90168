//! `multipart/form-data` request bodies, as the Rust `clickhouse` crate and
//! clickhouse-connect send queries with parameters: a `query` field, `param_name`
//! fields, and ClickHouse's external data: any other field is a table of that name for
//! the query, its bytes as they are (any format, binary ones too).

use std::collections::BTreeMap;

/// The fields of a form: the statement and the query parameters.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Form {
    pub query: Option<String>,
    pub params: BTreeMap<String, String>,
    /// External data: (table name, its data), in the body's order.
    pub tables: Vec<(String, Vec<u8>)>,
}

/// The most external tables one request may send.
pub const EXTERNAL_TABLES_MAX: usize = 64;

/// The boundary of a `multipart/form-data` content type, if it is one.
pub fn boundary(content_type: &str) -> Option<String> {
    let mut parts = content_type.split(';');
    if !parts
        .next()?
        .trim()
        .eq_ignore_ascii_case("multipart/form-data")
    {
        return None;
    }
    parts.find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_string())
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The field name of a part's `Content-Disposition: form-data; name="…"` header.
fn field_name(headers: &str) -> Option<String> {
    headers.lines().find_map(|line| {
        let (k, v) = line.split_once(':')?;
        if !k.trim().eq_ignore_ascii_case("content-disposition") {
            return None;
        }
        v.split(';').find_map(|p| {
            let (k, v) = p.split_once('=')?;
            (k.trim() == "name").then(|| v.trim().trim_matches('"').to_string())
        })
    })
}

/// Parses a whole form body.
pub fn parse(body: &[u8], boundary: &str) -> Result<Form, String> {
    let delimiter = format!("--{boundary}");
    let mut form = Form::default();
    let mut rest = match find(body, delimiter.as_bytes()) {
        Some(at) => &body[at + delimiter.len()..],
        None => return Err("a multipart body without its boundary".into()),
    };
    loop {
        if rest.starts_with(b"--") {
            return Ok(form);
        }
        rest = rest
            .strip_prefix(b"\r\n")
            .ok_or("a multipart boundary not followed by a line end")?;
        let head_end = find(rest, b"\r\n\r\n").ok_or("a multipart part without headers")?;
        let headers = std::str::from_utf8(&rest[..head_end])
            .map_err(|_| "multipart part headers are not UTF-8")?;
        let content = &rest[head_end + 4..];
        let end = find(content, format!("\r\n{delimiter}").as_bytes())
            .ok_or("a multipart part without its closing boundary")?;
        let name = field_name(headers).ok_or("a multipart part without a field name")?;
        let text = || {
            std::str::from_utf8(&content[..end])
                .map(str::to_string)
                .map_err(|_| format!("the form field {name} is not UTF-8"))
        };
        match name.strip_prefix("param_") {
            Some(param) => {
                form.params.insert(param.to_string(), text()?);
            }
            None if name == "query" => form.query = Some(text()?),
            None => {
                maskhouse_types::validate_identifier(&name)
                    .map_err(|_| format!("bad external table name {name:?}"))?;
                if form.tables.len() >= EXTERNAL_TABLES_MAX {
                    return Err(format!(
                        "more than {EXTERNAL_TABLES_MAX} external tables in one request"
                    ));
                }
                if form.tables.iter().any(|(n, _)| *n == name) {
                    return Err(format!("external table {name} given twice"));
                }
                form.tables.push((name, content[..end].to_vec()));
            }
        }
        rest = &content[end + 2 + delimiter.len()..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_gives_the_query_and_its_parameters() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"query\"\r\n\r\nSELECT {a:UInt8}\r\n--XyZ\r\nContent-Disposition: form-data; name=\"param_a\"\r\n\r\n4\r\n2\r\n--XyZ--\r\n";
        let b = boundary("multipart/form-data; boundary=XyZ").unwrap();
        let form = parse(body, &b).unwrap();
        assert_eq!(form.query.as_deref(), Some("SELECT {a:UInt8}"));
        assert_eq!(form.params["a"], "4\r\n2");
        // Another field is an external table, binary data and all.
        let form = parse(
            b"--XyZ\r\nContent-Disposition: form-data; name=\"t\"; filename=\"t.bin\"\r\n\r\n\xff\x00\r\n--XyZ--",
            "XyZ",
        )
        .unwrap();
        assert_eq!(form.tables, vec![("t".to_string(), vec![0xff, 0])]);
        assert!(parse(
            b"--XyZ\r\nContent-Disposition: form-data; name=\"a/b\"\r\n\r\nx\r\n--XyZ--",
            "XyZ"
        )
        .is_err());
        assert!(parse(b"--XyZ\r\nno headers", "XyZ").is_err());
        assert_eq!(boundary("text/plain"), None);
    }
}
