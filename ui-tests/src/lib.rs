//! Compile-fail and compile-pass cases for drr's macros live in `tests/`.
