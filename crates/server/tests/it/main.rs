//! End-to-end tests against a real `maskhouse server` process over HTTP.

mod chaos;
mod cluster;
mod deploy;
mod formats;
mod golden;
mod http;
mod local;
mod server;
