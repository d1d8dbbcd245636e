//! Inputs at and past the parser's limits: no input crashes the process.
//!
//! Every case runs in a thread with a 2 MiB stack (what `std` gives spawned
//! threads by default), so in a debug build (`cargo test`) it checks that
//! the documented nesting limit ([`MAX_DEPTH`]) fits in that stack, for
//! parsing and for printing. An input nested exactly [`MAX_DEPTH`] levels
//! deep is accepted, its printed text parses back and prints the same; one
//! level more is an error at the token that goes too deep. Alias chains
//! count at the depth of their use; long runs of blank or comment lines
//! are no nesting at all.

use drr_runtime::Context;
use drr_runtime::text::{MAX_DEPTH, PrintOptions, parse_module, print_op};

/// Runs `f` in a thread with a 2 MiB stack and propagates its panic.
fn in_small_stack(f: impl FnOnce() + Send + 'static) {
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawn");
    if let Err(e) = handle.join() {
        std::panic::resume_unwind(e);
    }
}

/// Parses `src`, prints it with and without debug info, and checks that
/// each printed text parses back and prints identically; returns the
/// printed text with debug info.
fn round_trip(src: &str) -> String {
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, src, "t.mlir")
        .unwrap_or_else(|e| panic!("rejected: {}", e.render("t.mlir")));
    let mut first = String::new();
    for debug_info in [true, false] {
        let printed = print_op(&ctx, m, PrintOptions { debug_info });
        let mut ctx2 = Context::new();
        let m2 = parse_module(&mut ctx2, &printed, "t.mlir")
            .unwrap_or_else(|e| panic!("printed text rejected: {}", e.render("t.mlir")));
        assert_eq!(print_op(&ctx2, m2, PrintOptions { debug_info }), printed);
        if debug_info {
            first = printed;
        }
    }
    first
}

/// The error `src` gives, rendered.
fn error(src: &str) -> String {
    let mut ctx = Context::new();
    match parse_module(&mut ctx, src, "t.mlir") {
        Ok(_) => panic!("accepted"),
        Err(e) => e.render("t.mlir"),
    }
}

const D: usize = MAX_DEPTH as usize;

/// The levels left to the types, attributes and locations of an operation
/// in a module (the module's region is level 1).
const L: usize = D - 1;

/// `body` (lines) in a module.
fn in_module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n")
}

/// An op with attribute `a` holding `levels` levels: arrays around an
/// integer (the integer is one level).
fn nested_arrays(levels: usize) -> String {
    in_module(&format!(
        "\"t.a\"() {{a = {}1{}}} : () -> ()\n",
        "[".repeat(levels - 1),
        "]".repeat(levels - 1)
    ))
}

#[test]
fn arrays_at_the_limit_round_trip() {
    in_small_stack(|| {
        let out = round_trip(&nested_arrays(L));
        assert!(out.contains(&format!(
            "a = {}1{}}}",
            "[".repeat(L - 1),
            "]".repeat(L - 1)
        )));
        // The integer is the level too many.
        let e = error(&nested_arrays(L + 1));
        assert_eq!(
            e,
            format!(
                "t.mlir:2:{}: error: nesting is too deep (more than {D} levels)",
                14 + L
            )
        );
        // A top-level op without a module gets one when printed: the limit
        // applies with the module's level.
        let top = nested_arrays(L).lines().nth(1).unwrap().to_string();
        round_trip(&top);
        let top = nested_arrays(L + 1).lines().nth(1).unwrap().to_string();
        assert_eq!(
            error(&top),
            format!(
                "t.mlir:1:1: error: nesting is too deep (more than {D} levels, counting the \
                 implicit top-level module)"
            )
        );
    });
}

#[test]
fn dictionaries_and_types_at_the_limit_round_trip() {
    in_small_stack(|| {
        // `{b = {b = … unit}}`: a dictionary per level, the innermost value
        // `unit` (printed as a bare key).
        let dicts = |levels: usize| {
            in_module(&format!(
                "\"t.a\"() {{a = {}unit{}}} : () -> ()\n",
                "{b = ".repeat(levels - 1),
                "}".repeat(levels - 1)
            ))
        };
        round_trip(&dicts(L));
        assert!(error(&dicts(L + 1)).contains("nesting is too deep"));
        // Types: `tuple<tuple<…i32>>` as a result type (the type is one
        // level, each tuple one more).
        let tuples = |levels: usize| {
            in_module(&format!(
                "%0 = \"t.a\"() : () -> {}i32{}\n",
                "tuple<".repeat(levels - 1),
                ">".repeat(levels - 1)
            ))
        };
        round_trip(&tuples(L));
        assert!(error(&tuples(L + 1)).contains("nesting is too deep"));
        // A type attribute: the attribute is one level, its type the next.
        let type_attr = |levels: usize| {
            in_module(&format!(
                "\"t.a\"() {{a = {}i32{}}} : () -> ()\n",
                "tuple<".repeat(levels - 2),
                ">".repeat(levels - 2)
            ))
        };
        round_trip(&type_attr(L));
        assert!(error(&type_attr(L + 1)).contains("nesting is too deep"));
        // The same texts again, from the parser's caches of signatures and
        // dictionaries: at a level deeper, a cached text is as deep as
        // when it was read first.
        let twice = |levels: usize| {
            let ty = format!(
                "{}i32{}",
                "tuple<".repeat(levels - 1),
                ">".repeat(levels - 1)
            );
            let op = format!("\"t.a\"() : () -> {ty}\n");
            in_module(&format!(
                "%0 = {op}\"t.r\"() ({{\n%1 = {op}}}) : () -> ()\n"
            ))
        };
        round_trip(&twice(L - 1));
        let e = error(&twice(L));
        assert_eq!(
            e,
            format!(
                "t.mlir:4:{}: error: nesting is too deep (more than {D} levels)",
                22 + 6 * (L - 1)
            )
        );
    });
}

#[test]
fn locations_at_the_limit_round_trip() {
    in_small_stack(|| {
        // `loc(callsite(callsite(… at "b") at "b"))`: the innermost callee
        // is a name location.
        let calls = |levels: usize| {
            in_module(&format!(
                "\"t.a\"() : () -> () loc({}\"a\"{})\n",
                "callsite(".repeat(levels - 1),
                " at \"b\")".repeat(levels - 1)
            ))
        };
        round_trip(&calls(L));
        assert!(error(&calls(L + 1)).contains("nesting is too deep"));
        // Name locations, read by the byte-level path up to 32 levels.
        let names = |levels: usize| {
            in_module(&format!(
                "\"t.a\"() : () -> () loc({}\"x\":1:2{})\n",
                "\"n\"(".repeat(levels - 1),
                ")".repeat(levels - 1)
            ))
        };
        round_trip(&names(L));
        assert!(error(&names(L + 1)).contains("nesting is too deep"));
        // Near the limit, the same location at two depths (the second one
        // from the cache of trailing locations).
        let twice = |levels: usize| {
            let loc = format!(
                "loc({}\"x\":1:2{})",
                "\"n\"(".repeat(levels - 1),
                ")".repeat(levels - 1)
            );
            in_module(&format!(
                "\"t.a\"() : () -> () {loc}\n\"t.r\"() ({{\n\"t.a\"() : () -> () {loc}\n}}) : () -> ()\n"
            ))
        };
        round_trip(&twice(L - 1));
        assert!(error(&twice(L)).contains("nesting is too deep"));
        for levels in [10, 31, 32, 33] {
            round_trip(&twice(levels));
        }
    });
}

/// `levels` regions nested in `"t.r"` ops, in a module or not (an op in
/// the innermost region is at depth `levels`).
fn nested_regions(levels: usize, module: bool) -> String {
    let mut s = String::new();
    let ops = if module { levels - 1 } else { levels };
    if module {
        s.push_str("\"builtin.module\"() ({\n");
    }
    for _ in 0..ops {
        s.push_str("\"t.r\"() ({\n");
    }
    s.push_str("\"t.x\"() : () -> ()\n");
    for _ in 0..ops {
        s.push_str("}) : () -> ()\n");
    }
    if module {
        s.push_str("}) : () -> ()\n");
    }
    s
}

#[test]
fn regions_at_the_limit_round_trip() {
    in_small_stack(|| {
        // The innermost op's type `() -> ()` is one level below it.
        round_trip(&nested_regions(L, true));
        assert_eq!(
            error(&nested_regions(L + 1, true)),
            format!(
                "t.mlir:{}:11: error: nesting is too deep (more than {D} levels)",
                L + 2
            )
        );
        // The region one level too deep: at its `{`.
        assert_eq!(
            error(&nested_regions(D + 1, true)),
            format!(
                "t.mlir:{}:10: error: nesting is too deep (more than {D} levels)",
                D + 1
            )
        );
        // Without a module, the top-level operations are put in one when
        // printed: one level more, so the limit is one level less.
        round_trip(&nested_regions(L - 1, false));
        assert_eq!(
            error(&nested_regions(L, false)),
            format!(
                "t.mlir:1:1: error: nesting is too deep (more than {D} levels, counting the \
                 implicit top-level module)"
            )
        );
        // Regions and attributes count together: an attribute of an op
        // `D - 3` regions deep has three levels left.
        let with_attr = |levels: usize| {
            let mut s = nested_regions(D - 3, true);
            let at = s.find("\"t.x\"() :").unwrap();
            s.insert_str(
                at + 7,
                &format!(
                    "{{a = {}1{}}} ",
                    "[".repeat(levels - 1),
                    "]".repeat(levels - 1)
                ),
            );
            s
        };
        round_trip(&with_attr(3));
        assert!(error(&with_attr(4)).contains("nesting is too deep"));
    });
}

#[test]
fn alias_chains_count_at_their_use() {
    in_small_stack(|| {
        // `#a1 = [#a0]`, …: each alias one level deeper than the previous;
        // `#a{n-1}` is `n` levels, used in a module (one level).
        let chain = |n: usize| {
            let mut s = String::from("#a0 = 1\n");
            for i in 1..n {
                s.push_str(&format!("#a{i} = [#a{}]\n", i - 1));
            }
            s.push_str(&in_module(&format!(
                "\"t.a\"() {{x = #a{}}} : () -> ()\n",
                n - 1
            )));
            s
        };
        let out = round_trip(&chain(L));
        assert!(out.contains(&format!(
            "x = {}1{}}}",
            "[".repeat(L - 1),
            "]".repeat(L - 1)
        )));
        // One more: the use is too deep (at the alias).
        assert_eq!(
            error(&chain(L + 1)),
            format!(
                "t.mlir:{}:14: error: nesting is too deep (more than {D} levels)",
                L + 3
            )
        );
        // Two more: the definition of the last alias is too deep.
        assert_eq!(
            error(&chain(D + 1)),
            format!(
                "t.mlir:{}:10: error: nesting is too deep (more than {D} levels)",
                D + 1
            )
        );
        // 50,000 deep: an error, not a stack overflow.
        assert!(error(&chain(50_000)).contains("nesting is too deep"));
        // Type aliases: `!t1 = tuple<!t0>`, 100,000 deep.
        let types = |n: usize| {
            let mut s = String::from("!t0 = i32\n");
            for i in 1..n {
                s.push_str(&format!("!t{i} = tuple<!t{}>\n", i - 1));
            }
            s.push_str(&in_module(&format!("%0 = \"t.a\"() : () -> !t{}\n", n - 1)));
            s
        };
        round_trip(&types(L));
        assert!(error(&types(L + 1)).contains("nesting is too deep"));
        assert!(error(&types(100_000)).contains("nesting is too deep"));
        // Attribute and type aliases mixed: a type attribute of an alias.
        let mixed = |n: usize| {
            types(n)
                .replace(
                    "\"builtin.module\"",
                    &format!("#x = !t{}\n\"builtin.module\"", n - 1),
                )
                .replace("%0 = \"t.a\"()", "%0 = \"t.a\"() {x = #x}")
        };
        // `#x` is one level more than `!t{n-1}`.
        round_trip(&mixed(L - 1));
        assert!(error(&mixed(L)).contains("nesting is too deep"));
    });
}

#[test]
fn dense_literals_of_any_rank_read_back() {
    in_small_stack(|| {
        // A hex literal of a type of rank 2,000 with two elements prints as
        // 2,000 nested lists (at most 100 elements print as lists), which
        // must read back: dense lists are not nesting.
        let rank = 2_000;
        let shape = format!("{}2", "1x".repeat(rank - 1));
        let src = format!(
            "\"t.a\"() {{a = dense<\"0x0100000002000000\"> : tensor<{shape}xi32>}} : () -> ()\n"
        );
        let out = round_trip(&src);
        assert!(out.contains(&format!(
            "dense<{}1, 2{}>",
            "[".repeat(rank),
            "]".repeat(rank)
        )));
        // Errors inside nested lists keep MLIR's messages and positions.
        assert_eq!(
            error("\"t.a\"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()\n"),
            "t.mlir:1:27: error: tensor literal is invalid; ranks are not consistent between \
             elements"
        );
        assert_eq!(
            error("\"t.a\"() {a = dense<[[1, 2]> : tensor<2xi32>} : () -> ()\n"),
            "t.mlir:1:27: error: expected ']'"
        );
    });
}

#[test]
fn long_runs_of_blank_and_comment_lines() {
    in_small_stack(|| {
        for filler in ["\n", "// comment\n", "  \n\n", "\r\n"] {
            let src = format!("{}\"t.a\"() : () -> ()\n", filler.repeat(100_000));
            let out = round_trip(&src);
            assert!(out.contains("loc(\"t.mlir\":"), "{out}");
        }
        // An error after them is still reported at the right line.
        let src = format!("{}\"t.a\"() : () ->\n", "// c\n".repeat(30_000));
        assert_eq!(
            error(&src),
            "t.mlir:30001:16: error: expected non-function type"
        );
    });
}

/// Aliases used in verbatim dialect bodies are expanded (the printed module
/// defines no alias); aliases of aliases double at each level, so the
/// expansions of a file are bounded: one error at the alias that passes the
/// bound, at once.
#[test]
fn aliases_expanded_in_dialect_bodies_are_bounded() {
    let mut src = String::from("#a0 = #dlti.x<1>\n");
    for i in 1..40 {
        src.push_str(&format!("#a{i} = #dlti.x<#a{}, #a{}>\n", i - 1, i - 1));
    }
    src.push_str("\"t.op\"() {a = #a39} : () -> ()\n");
    assert_eq!(
        error(&src),
        "t.mlir:16:8: error: the aliases used in dialect attribute and type bodies expand to more than 1048576 bytes (four times the input's size, at least 1 MiB)"
    );
    // Below the bound they are expanded, and the output parses back.
    let src = "#m = affine_map<(d0) -> (d0)>\n#e = #dlti.x<#m, #m>\n\"t.op\"() {a = #dlti.y<#e>} : () -> ()\n";
    let out = round_trip(src);
    assert!(
        out.contains("#dlti.y<#dlti.x<affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>>"),
        "{out}"
    );
    assert_eq!(round_trip(&out), out);
}
