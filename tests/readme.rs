//! The README's complete example is `examples/readme.rs` (compiled by
//! `cargo test`); this checks the README shows exactly that code, so the
//! README cannot drift from a program that compiles.

#[test]
fn readme_shows_the_example() {
    let readme = include_str!("../README.md");
    let example = include_str!("../examples/readme.rs");
    let code: String = example
        .lines()
        .skip_while(|l| l.starts_with("//!"))
        .skip_while(|l| l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    let shown = format!("```rust\n{code}```");
    assert!(
        readme.contains(&shown),
        "README.md must show examples/readme.rs verbatim in a ```rust block"
    );
}
