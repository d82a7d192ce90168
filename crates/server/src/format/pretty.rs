//! The formats people read: `Pretty`, `PrettyCompact`, `PrettySpace` (and their
//! `NoEscapes` and `MonoBlock` names) and `Vertical`, laid out as ClickHouse lays them
//! out, under its `output_format_pretty_*` settings ([`PrettySettings`]): row numbers,
//! numbers aligned right, multi-line values inside their cell, at most 1,000 rows shown,
//! column names again under 50 rows or more, a readable tip beside a large number in
//! a row's last column, and a short but wide table (or one with a line break in a value) written as
//! `Vertical`. The whole result is one table, as ClickHouse writes a result that arrives
//! within its squashing delay. No colours: a server's answer is not a terminal.

use arrow::{
    array::{Array, RecordBatch},
    datatypes::{DataType, SchemaRef},
};
use maskhouse_sql::PrettySettings;
use unicode_width::UnicodeWidthChar;

use super::{cell, formatters, nested, options, Options};

/// `output_format_pretty_max_column_name_width_cut_to` and `…_min_chars_to_cut`.
const NAME_CUT_TO: usize = 24;
const NAME_CUT_MIN_CHARS: usize = 4;
/// `output_format_pretty_fallback_to_vertical_*`.
const VERTICAL_MAX_ROWS: usize = 10;
const VERTICAL_MIN_COLUMNS: usize = 5;
const VERTICAL_MIN_TABLE_WIDTH: usize = 250;

const NULL: &str = "ᴺᵁᴸᴸ";

/// The characters a Pretty table is drawn with (`output_format_pretty_grid_charset`).
struct Grid {
    /// `[left, fill, joint, right]` of: the top of the header, its bottom, a line
    /// between rows, the bottom of the table, the top of the footer, its bottom, and the
    /// top border that carries the names (Compact).
    lines: [[&'static str; 4]; 7],
    bold_bar: &'static str,
    bar: &'static str,
    bar_across: &'static str,
    ellipsis: &'static str,
    line_feed: &'static str,
    continuation: &'static str,
}

const UTF8: Grid = Grid {
    lines: [
        ["┏", "━", "┳", "┓"],
        ["┡", "━", "╇", "┩"],
        ["├", "─", "┼", "┤"],
        ["└", "─", "┴", "┘"],
        ["┢", "━", "╈", "┪"],
        ["┗", "━", "┻", "┛"],
        ["┌", "─", "┬", "┐"],
    ],
    bold_bar: "┃",
    bar: "│",
    bar_across: "─",
    ellipsis: "⋯",
    line_feed: "↴",
    continuation: "↳",
};

const ASCII: Grid = Grid {
    lines: [["+", "-", "+", "+"]; 7],
    bold_bar: "|",
    bar: "|",
    bar_across: "-",
    ellipsis: "~",
    line_feed: "\\",
    continuation: ">",
};

/// The three layouts of the Pretty family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `Pretty`: a grid with a line between rows.
    Full,
    /// `PrettyCompact`: the names in the top border, no lines between rows.
    Compact,
    /// `PrettySpace`: columns apart, no grid.
    Space,
}

/// The values of a result as ClickHouse's plain text serialization writes them (no
/// escaping; NULL as `ᴺᵁᴸᴸ`), column by column.
struct Table {
    names: Vec<String>,
    /// Whether a column's values align to the right (numbers, dates and times).
    right: Vec<bool>,
    /// `values[column][row]`.
    values: Vec<Vec<String>>,
    /// The last column's values as numbers when it holds numbers, for the tip beside
    /// each row.
    tip_numbers: Option<Vec<Option<f64>>>,
}

impl Table {
    fn new(schema: &SchemaRef, batches: &[RecordBatch]) -> Self {
        let fields = schema.fields();
        let mut values: Vec<Vec<String>> = vec![Vec::new(); fields.len()];
        let opts = Options::new(options());
        for batch in batches {
            let formatters = formatters(batch, &opts);
            for (c, (f, column)) in formatters.iter().zip(batch.columns()).enumerate() {
                for row in 0..batch.num_rows() {
                    let v = if super::null_at(column.as_ref(), row) {
                        NULL.to_string()
                    } else if nested::is_composite(column.data_type()) {
                        let mut v = String::new();
                        nested::write_value(&mut v, column.as_ref(), row, &opts.base);
                        v
                    } else {
                        cell(f, column.as_ref(), row)
                    };
                    values[c].push(v);
                }
            }
        }
        let tip_numbers = match (values.last(), fields.last()) {
            (Some(last), Some(field)) if is_number(field.data_type()) => {
                Some(last.iter().map(|v| v.parse::<f64>().ok()).collect())
            }
            _ => None,
        };
        Table {
            names: fields.iter().map(|f| f.name().clone()).collect(),
            right: fields.iter().map(|f| aligns_right(f.data_type())).collect(),
            values,
            tip_numbers,
        }
    }

    fn rows(&self) -> usize {
        self.values.first().map_or(0, Vec::len)
    }
}

fn is_number(t: &DataType) -> bool {
    match t {
        DataType::Dictionary(_, v) => is_number(v),
        t => t.is_numeric() || matches!(t, DataType::Boolean),
    }
}

/// ClickHouse's `shouldAlignRightInPrettyFormats`: numbers, dates and times.
pub(super) fn aligns_right(t: &DataType) -> bool {
    match t {
        DataType::Dictionary(_, v) => aligns_right(v),
        DataType::Date32 | DataType::Date64 | DataType::Timestamp(..) => true,
        t => is_number(t),
    }
}

/// The width a terminal gives `s` when it starts `prefix` columns in: a tab reaches
/// the next multiple of 8, control characters and escape sequences take none, wide
/// characters two (ClickHouse's `UTF8::computeWidth`).
pub(super) fn width(s: &str, prefix: usize) -> usize {
    let mut w = 0;
    let mut escape = false;
    for c in s.chars() {
        if escape {
            // A CSI sequence ends with a byte in 0x40..=0x7E other than '['.
            if ('\x40'..='\x7e').contains(&c) && c != '[' {
                escape = false;
            }
            continue;
        }
        match c {
            '\x1b' => escape = true,
            '\t' => w += 8 - (prefix + w) % 8,
            c => w += c.width().unwrap_or(0),
        }
    }
    w
}

/// The longest prefix of `s` (in bytes) whose width is at most `limit`.
fn bytes_within(s: &str, prefix: usize, limit: usize) -> usize {
    let mut w = 0;
    for (i, c) in s.char_indices() {
        let next = match c {
            '\t' => w + 8 - (prefix + w) % 8,
            c => w + c.width().unwrap_or(0),
        };
        if next > limit {
            return i;
        }
        w = next;
    }
    s.len()
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A long name that is not an identifier, cut in the middle (ClickHouse's
/// `truncateName`); with its width.
fn truncate_name(name: &str, cut_to: usize, filler: &str) -> (String, usize) {
    let length = width(name, 0);
    if length <= cut_to + NAME_CUT_MIN_CHARS || is_identifier(name) {
        return (name.to_string(), length);
    }
    let prefix_bytes = bytes_within(name, 0, cut_to / 2);
    let suffix_begin = bytes_within(name, 0, length - (cut_to - 1) / 2);
    (
        format!("{}{filler}{}", &name[..prefix_bytes], &name[suffix_begin..]),
        cut_to,
    )
}

/// ClickHouse's `formatReadableQuantity` with two decimals: `1.23 million`.
fn readable_quantity(mut v: f64) -> String {
    const UNITS: [&str; 6] = [
        "",
        " thousand",
        " million",
        " billion",
        " trillion",
        " quadrillion",
    ];
    let mut i = 0;
    while v.abs() >= 1000.0 && i + 1 < UNITS.len() {
        v /= 1000.0;
        i += 1;
    }
    format!("{v:.2}{}", UNITS[i])
}

/// The tip ClickHouse writes beside a row whose last column is a number over a million
/// (not for most 64-bit hashes, which are all that large).
fn number_tip(table: &Table, row: usize, threshold: u64) -> String {
    match table.tip_numbers.as_ref().and_then(|n| n[row]) {
        Some(v)
            if threshold > 0
                && v.is_finite()
                && v.abs() > threshold as f64
                && !(v.abs() > 1e17 && v.abs() < 1.844675e19) =>
        {
            format!(" -- {}", readable_quantity(v))
        }
        _ => String::new(),
    }
}

/// Whether row `row` of `rows` is left out: past `max_rows`, the table shows the
/// first half and the last half of that many rows.
fn cut_in_the_middle(row: usize, rows: usize, max_rows: usize) -> bool {
    rows > max_rows && !(row < max_rows.div_ceil(2) || row >= rows - max_rows / 2)
}

/// `Vertical`: each row as `name: value` lines under a `Row N:` heading.
pub fn vertical(schema: &SchemaRef, batches: &[RecordBatch], settings: &PrettySettings) -> Vec<u8> {
    let table = Table::new(schema, batches);
    let mut out = String::new();
    write_vertical(&table, &mut out, limit(settings.max_rows));
    out.into_bytes()
}

fn limit(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

fn write_vertical(table: &Table, out: &mut String, max_rows: usize) {
    let name_width = table.names.iter().map(|n| width(n, 0)).max().unwrap_or(0);
    let rows = table.rows();
    for row in 0..rows.min(max_rows) {
        if row > 0 {
            out.push('\n');
        }
        out.push_str(&format!("Row {}:\n", row + 1));
        // ClickHouse's underline: the digits of the next row's number, and `Row :`.
        out.push_str(&"─".repeat((row + 2).to_string().len() + 5));
        out.push('\n');
        for (name, values) in table.names.iter().zip(&table.values) {
            out.push_str(name);
            out.push(':');
            out.push_str(&" ".repeat(name_width - width(name, 0) + 1));
            out.push_str(&values[row]);
            out.push('\n');
        }
    }
    if rows > max_rows {
        out.push_str(&format!("\nShowed first {max_rows}.\n"));
    }
}

/// The Pretty family, in `style`.
pub fn pretty(
    schema: &SchemaRef,
    batches: &[RecordBatch],
    style: Style,
    settings: &PrettySettings,
) -> Vec<u8> {
    let max_rows = limit(settings.max_rows);
    let max_value_width = limit(settings.max_value_width);
    let max_pad_width = limit(settings.max_column_pad_width);
    let grid = if settings.ascii { &ASCII } else { &UTF8 };
    let table = Table::new(schema, batches);
    let rows = table.rows();
    let columns = table.names.len();
    let shown: Vec<usize> = (0..rows)
        .filter(|&row| !cut_in_the_middle(row, rows, max_rows))
        .collect();
    // ClickHouse writes no table for no rows.
    if rows == 0 {
        return Vec::new();
    }
    // `len(rows) + len(". ")`.
    let number_width = if settings.row_numbers {
        rows.to_string().len() + 2
    } else {
        0
    };
    // Widths of every shown line of every value, and of each column.
    // ClickHouse measures from the row number's width whether or not it writes them.
    let number_column = rows.to_string().len() + 2;
    let mut prefix = number_column + if style == Style::Space { 1 } else { 2 };
    let mut max_widths = vec![0usize; columns];
    let mut names = Vec::with_capacity(columns);
    let mut name_widths = Vec::with_capacity(columns);
    let mut has_newlines = false;
    for ((values, name), max_width) in table.values.iter().zip(&table.names).zip(&mut max_widths) {
        for &row in &shown {
            let v = cut_bytes(&values[row], max_value_width);
            for line in v.split('\n') {
                let w = width(line, prefix);
                let padded = match max_value_width {
                    0 => w.min(max_pad_width),
                    m => w.min(max_pad_width).min(m),
                };
                *max_width = (*max_width).max(padded);
            }
            has_newlines |= v.contains('\n');
        }
        let (name, w) = truncate_name(name, (*max_width).max(NAME_CUT_TO), grid.ellipsis);
        let w = w.min(max_pad_width);
        *max_width = (*max_width).max(w);
        names.push(name);
        name_widths.push(w);
        prefix += *max_width + 3;
    }
    let table_width: usize = max_widths.iter().sum();
    let mut out = String::new();
    if settings.fallback_to_vertical
        && rows <= VERTICAL_MAX_ROWS
        && columns >= VERTICAL_MIN_COLUMNS
        && (table_width >= VERTICAL_MIN_TABLE_WIDTH || has_newlines)
    {
        write_vertical(&table, &mut out, max_rows);
        return out.into_bytes();
    }
    let blank = " ".repeat(number_width);
    let border = |[left, fill, middle, right]: &[&str; 4]| {
        let mut s = blank.clone();
        s.push_str(left);
        for (c, w) in max_widths.iter().enumerate() {
            if c > 0 {
                s.push_str(middle);
            }
            s.push_str(&fill.repeat(w + 2));
        }
        s.push_str(right);
        s.push('\n');
        s
    };
    let (header_begin, header_end, rows_separator, rows_end, footer_begin, footer_end) = match style
    {
        Style::Full => (
            border(&grid.lines[0]),
            border(&grid.lines[1]),
            border(&grid.lines[2]),
            border(&grid.lines[3]),
            border(&grid.lines[4]),
            border(&grid.lines[5]),
        ),
        Style::Compact => (
            String::new(),
            String::new(),
            String::new(),
            border(&grid.lines[3]),
            String::new(),
            String::new(),
        ),
        Style::Space => (
            String::new(),
            "\n".to_string(),
            String::new(),
            String::new(),
            "\n".to_string(),
            "\n".to_string(),
        ),
    };
    let write_names = |out: &mut String, top: bool| {
        out.push_str(&blank);
        let [corner_left, _, joint, corner_right] = grid.lines[if top { 6 } else { 3 }];
        match style {
            Style::Full => {
                out.push_str(grid.bold_bar);
                out.push(' ');
            }
            Style::Compact => {
                out.push_str(corner_left);
                out.push_str(grid.bar_across);
            }
            Style::Space => out.push(' '),
        }
        for c in 0..columns {
            if c > 0 {
                match style {
                    Style::Full => {
                        out.push(' ');
                        out.push_str(grid.bold_bar);
                        out.push(' ');
                    }
                    Style::Compact => {
                        out.push_str(grid.bar_across);
                        out.push_str(joint);
                        out.push_str(grid.bar_across);
                    }
                    Style::Space => out.push_str("   "),
                }
            }
            let pad = if style == Style::Compact {
                grid.bar_across
            } else {
                " "
            }
            .repeat(max_widths[c] - name_widths[c]);
            if table.right[c] {
                out.push_str(&pad);
                out.push_str(&names[c]);
            } else {
                out.push_str(&names[c]);
                out.push_str(&pad);
            }
        }
        match style {
            Style::Full => {
                out.push(' ');
                out.push_str(grid.bold_bar);
            }
            Style::Compact => {
                out.push_str(grid.bar_across);
                out.push_str(corner_right);
            }
            Style::Space => {}
        }
        out.push('\n');
    };
    out.push_str(&header_begin);
    write_names(&mut out, true);
    out.push_str(&header_end);
    // `─ ─ ─`: where rows were left out.
    let filler = {
        let size: usize = max_widths.iter().map(|w| w + 3).sum::<usize>();
        let size = if style == Style::Space {
            size - 2
        } else {
            size + 1
        };
        let mut f = blank.clone();
        for i in 0..size {
            f.push_str(if i % 2 == 1 { " " } else { grid.bar_across });
        }
        f.push('\n');
        f
    };
    for row in 0..rows {
        if cut_in_the_middle(row, rows, max_rows) {
            if row == max_rows.div_ceil(2) {
                out.push_str(&rows_separator);
                out.push_str(&filler);
            }
            continue;
        }
        if row > 0 {
            out.push_str(&rows_separator);
        }
        let lines: Vec<Vec<&str>> = (0..columns)
            .map(|c| {
                cut_bytes(&table.values[c][row], max_value_width)
                    .split('\n')
                    .collect()
            })
            .collect();
        let height = lines.iter().map(Vec::len).max().unwrap_or(1);
        for line in 0..height {
            if settings.row_numbers && line == 0 {
                let number = format!("{}. ", row + 1);
                out.push_str(&" ".repeat(number_width.saturating_sub(number.len())));
                out.push_str(&number);
            } else {
                out.push_str(&blank);
            }
            let mut prefix = number_column + if style == Style::Space { 1 } else { 2 };
            for c in 0..columns {
                if style != Style::Space {
                    out.push_str(grid.bar);
                } else if c > 0 {
                    out.push(' ');
                }
                let fragment = lines[c].get(line).copied();
                let continued = line > 0 && fragment.is_some();
                let more = fragment.is_some() && line + 1 < lines[c].len();
                let fragment = fragment.unwrap_or("");
                let mut value_width = width(fragment, prefix);
                let mut text = fragment.to_string();
                let mut cut = false;
                // A single value is never cut.
                let cut_to = if rows == 1 && columns == 1 {
                    0
                } else {
                    max_value_width
                };
                if cut_to > 0 && value_width > cut_to {
                    cut = true;
                    text.truncate(bytes_within(fragment, prefix, max_value_width));
                    text.push_str(grid.ellipsis);
                    value_width = max_value_width;
                }
                out.push_str(if continued { grid.continuation } else { " " });
                let pad = " ".repeat(max_widths[c].saturating_sub(value_width));
                if table.right[c] {
                    out.push_str(&pad);
                    out.push_str(&text);
                } else {
                    out.push_str(&text);
                    out.push_str(&pad);
                }
                if more {
                    out.push_str(grid.line_feed);
                } else if !cut {
                    out.push(' ');
                }
                prefix += max_widths[c] + 3;
            }
            if style != Style::Space {
                out.push_str(grid.bar);
            }
            out.push_str(&number_tip(&table, row, settings.number_tip_threshold));
            out.push('\n');
        }
    }
    if settings.footer_column_names && rows as u64 >= settings.footer_column_names_min_rows {
        out.push_str(&footer_begin);
        write_names(&mut out, false);
        out.push_str(&footer_end);
    } else {
        out.push_str(&rows_end);
    }
    if rows >= max_rows {
        if style == Style::Space {
            out.push('\n');
        }
        out.push_str(&format!("Showed {} out of {rows} rows.\n", shown.len()));
    }
    out.into_bytes()
}

/// A value's text as far as widths are measured and values shown: at most four bytes
/// per character of the widest value shown (all of it when values are never cut).
fn cut_bytes(v: &str, max_value_width: usize) -> &str {
    let max = max_value_width.saturating_mul(4);
    if max_value_width == 0 || v.len() <= max {
        return v;
    }
    let mut end = max;
    while !v.is_char_boundary(end) {
        end -= 1;
    }
    &v[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_the_terminal() {
        assert_eq!(width("abc", 0), 3);
        assert_eq!(width("a\tb", 0), 9);
        assert_eq!(width("a\tb", 5), 4);
        assert_eq!(width("é", 0), 1);
        assert_eq!(width("日本", 0), 4);
        assert_eq!(width("\x1b[1mab\x1b[0m", 0), 2);
    }

    #[test]
    fn long_names_are_cut_in_the_middle_unless_identifiers() {
        let long = "sum(number) + count() + max(number)";
        let (cut, w) = truncate_name(long, 24, "⋯");
        assert_eq!(w, 24);
        assert_eq!(width(&cut, 0), 24);
        assert!(cut.starts_with("sum(number) ") && cut.contains('⋯'));
        let ident = "a_very_long_column_name_that_is_an_identifier";
        assert_eq!(truncate_name(ident, 24, "⋯").0, ident);
    }

    #[test]
    fn readable_quantities() {
        assert_eq!(readable_quantity(1_000_000.0), "1.00 million");
        assert_eq!(readable_quantity(1_234_567_890.0), "1.23 billion");
        assert_eq!(readable_quantity(-2_500_000.0), "-2.50 million");
    }
}
