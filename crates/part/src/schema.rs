//! Mapping from ClickHouse column types to Arrow.

use std::sync::Arc;

use arrow::datatypes::{DataType, Field, Schema, SchemaRef, TimeUnit};
use maskhouse_types::{ColumnType, TableSchema};

/// The Arrow type that stores a column of type `ty`.
pub fn arrow_type(ty: &ColumnType) -> DataType {
    match ty {
        ColumnType::UInt8 => DataType::UInt8,
        ColumnType::UInt16 => DataType::UInt16,
        ColumnType::UInt32 => DataType::UInt32,
        ColumnType::UInt64 => DataType::UInt64,
        ColumnType::Int8 => DataType::Int8,
        ColumnType::Int16 => DataType::Int16,
        ColumnType::Int32 => DataType::Int32,
        ColumnType::Int64 => DataType::Int64,
        ColumnType::Float32 => DataType::Float32,
        ColumnType::Float64 => DataType::Float64,
        ColumnType::String => DataType::Utf8,
        ColumnType::Bool => DataType::Boolean,
        ColumnType::Date => DataType::Date32,
        ColumnType::DateTime => DataType::Timestamp(TimeUnit::Second, None),
        ColumnType::DateTime64(_) => DataType::Timestamp(TimeUnit::Millisecond, None),
        ColumnType::Nullable(t) | ColumnType::LowCardinality(t) => arrow_type(t),
        ColumnType::Array(t) => DataType::List(Arc::new(Field::new_list_field(
            arrow_type(t),
            t.is_nullable(),
        ))),
    }
}

/// The Arrow schema of a table's parts, columns in table order.
pub fn arrow_schema(table: &TableSchema) -> SchemaRef {
    Arc::new(Schema::new(
        table
            .columns
            .iter()
            .map(|c| Field::new(&c.name, arrow_type(&c.ty), c.ty.is_nullable()))
            .collect::<Vec<_>>(),
    ))
}
