//! End-to-end tests against a real `maskhouse server` process over HTTP.

mod clickhouse_tests;
mod clients;
mod cluster;
mod deploy;
mod formats;
mod golden;
mod http;
mod local;
mod python;
mod readme;
mod server;
