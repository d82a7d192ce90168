//! Integration tests of the consensus layer.

mod conformance;
mod node;
