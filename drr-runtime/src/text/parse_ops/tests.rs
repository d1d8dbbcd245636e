//! Unit tests of the op parser's fast paths and helpers (definitions, dictionaries, locations).

use crate::text::{PrintOptions, parse_module, print_op};
use crate::{AttrData, Context, LocData, OpId, ValueDef};

fn parse(ctx: &mut Context, src: &str) -> OpId {
    parse_module(ctx, src, "t.mlir").unwrap_or_else(|e| panic!("{}", e.render("t.mlir")))
}

fn err(src: &str) -> String {
    let mut ctx = Context::new();
    parse_module(&mut ctx, src, "t.mlir")
        .expect_err(src)
        .to_string()
}

fn body_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let region = ctx.op(op).regions()[0];
    let block = ctx.region(region).blocks()[0];
    ctx.block_ops(block).collect()
}

fn name(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.op(op).name())
}

#[test]
fn implicit_module_and_locations() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "  %0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> () loc(\"x\")\n",
    );
    assert_eq!(name(&ctx, m), "builtin.module");
    let file = ctx.symbol("t.mlir");
    assert!(matches!(ctx.loc_data(ctx.op(m).loc()),
        LocData::FileLineCol { file: f, line: 0, column: 0, .. } if f == file));
    let ops = body_ops(&ctx, m);
    assert_eq!(ops.len(), 2);
    // The location of an op is that of its name, not of its results.
    assert!(matches!(
        ctx.loc_data(ctx.op(ops[0]).loc()),
        LocData::FileLineCol {
            line: 1,
            column: 8,
            ..
        }
    ));
    assert!(matches!(
        ctx.loc_data(ctx.op(ops[1]).loc()),
        LocData::Name { .. }
    ));
    assert_eq!(ctx.op(ops[1]).operand(0), ctx.op(ops[0]).result(0));
}

/// Default locations come from the line the lexer keeps as it goes
/// (not from a table of line starts): checked against a count of the
/// bytes for every op and block argument of a text whose lines are
/// crossed by comments, blank and CRLF lines, a file metadata block,
/// multi-line dictionaries and arrays (cached and fast-path), cached
/// signatures and trailing locations, i.e. every way the parser skips
/// text without lexing it.
#[test]
fn default_locations_follow_the_lexer_line() {
    let src = concat!(
        "// a comment with \"quotes\n",
        "\"t.k0\"() ({\r\n",
        "^bb0(%a0: i32, %a1: i32 loc(\"n\"),\n",
        "     %a2: i32):\n",
        "  %0 = \"t.k1\"() {a = 1, b = \"x\"} : () -> i32\n",
        "\n",
        "  %1 = \"t.k2\"() {a = 1,\n",
        "      b = [0,\n",
        " 1]} : () -> i32 // tail\n",
        "  %2 = \"t.k3\"() {a = 1,\n",
        "      b = [0,\n",
        " 1]} : () -> i32\r\n",
        "  %3 = \"t.k4\"() {a = 1, b = \"x\"} : () -> i32\n",
        "  \"t.k5\"(%0) : (i32) -> () loc(\"q\")\n",
        "  \"t.k6\"(%0) : (i32) -> ()   \n",
        "  \"t.k7\"(%0) : (i32) -> () loc(\"q\")\n",
        "  %4 = \"t.k8\"() {v = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2x3xi32>\n",
        "  \"t.k9\"() {d = {e = 1,\n f = 2}, g = 3} : () -> ()\n",
        "  \"t.k10\"() {d = {e = 1,\n f = 2}, g = 3} : () -> ()\n",
        "}) : () -> ()\n",
        "{-#\n  dialect_resources: {\n  }\n#-}\n",
        "\"t.k11\"() {x = unit} : () -> ()   \"t.k12\"() : () -> ()\n",
    );
    let line_col = |offset: usize| crate::text::naive_line_col(src.as_bytes(), offset);
    let expect = |ctx: &Context, loc, text: &str| {
        let offset = src.find(text).unwrap_or_else(|| panic!("{text}"));
        let (line, column) = line_col(offset);
        match ctx.loc_data(loc) {
            LocData::FileLineCol {
                line: l, column: c, ..
            } => {
                assert_eq!((l, c), (line, column), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    };
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    let mut checked = 0;
    let mut stack = vec![m];
    while let Some(op) = stack.pop() {
        let name = ctx.op_name_str(ctx.op(op).name()).to_string();
        if name != "builtin.module" && !matches!(name.as_str(), "t.k5" | "t.k7") {
            expect(&ctx, ctx.op(op).loc(), &format!("\"{name}\""));
            checked += 1;
        }
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                let locs = ctx.block(block).arg_locs().to_vec();
                for (i, loc) in locs.into_iter().enumerate() {
                    if i != 1 {
                        expect(&ctx, loc, &format!("%a{i}:"));
                        checked += 1;
                    }
                }
                stack.extend(ctx.block_ops(block));
            }
        }
    }
    assert_eq!(checked, 13);
}

#[test]
fn single_module_is_returned() {
    let mut ctx = Context::new();
    let src = "\"builtin.module\"() ({\n  \"t.a\"() : () -> ()\n}) {sym_name = \"m\"} : () -> () loc(\"m\")\n";
    let m = parse(&mut ctx, src);
    assert_eq!(name(&ctx, m), "builtin.module");
    assert!(matches!(
        ctx.loc_data(ctx.op(m).loc()),
        LocData::Name { .. }
    ));
    assert!(ctx.op(m).parent_block().is_none());
    // `sym_name` is inherent to the registered module op.
    assert!(ctx.op(m).properties().is_some());
    assert_eq!(body_ops(&ctx, m).len(), 1);
    // Two modules get wrapped.
    let m2 = parse(
        &mut ctx,
        "\"builtin.module\"() ({\n}) : () -> ()\n\"builtin.module\"() ({\n}) : () -> ()\n",
    );
    assert_eq!(body_ops(&ctx, m2).len(), 2);
}

#[test]
fn forward_references_keep_mlir_use_order() {
    let mut ctx = Context::new();
    let src = r#""t.r"() ({
  "t.u1"(%x) : (i32) -> ()
  "t.u2"(%x) : (i32) -> ()
  %x = "t.d"() : () -> i32
  "t.u3"(%x) : (i32) -> ()
}) : () -> ()
"#;
    let m = parse(&mut ctx, src);
    let r = body_ops(&ctx, m)[0];
    let ops = body_ops(&ctx, r);
    let x = ctx.op(ops[2]).result(0);
    let users: Vec<&str> = ctx.uses(x).map(|u| name(&ctx, u.op)).collect();
    assert_eq!(users, ["t.u3", "t.u1", "t.u2"]);
    // No placeholder survives.
    assert_eq!(ctx.ops.len(), 6);
}

#[test]
fn scoping() {
    // Values of enclosing regions are visible; later definitions outside
    // resolve forward references made inside a region.
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "\"t.a\"() ({\"t.b\"(%y) : (i32) -> ()}) : () -> ()\n%y = \"t.c\"() : () -> i32\n",
    );
    let ops = body_ops(&ctx, m);
    let inner = body_ops(&ctx, ops[0])[0];
    assert_eq!(ctx.op(inner).operand(0), ctx.op(ops[1]).result(0));
    // Names defined in a region are not visible after it.
    assert_eq!(
        err("\"t.a\"() ({%y = \"t.c\"() : () -> i32}) : () -> ()\n\"t.b\"(%y) : (i32) -> ()\n"),
        "2:7: use of undeclared SSA value name"
    );
    assert_eq!(
        err(
            "%y = \"t.c\"() : () -> i32\n\"t.a\"() ({^bb0(%y : i32): \"t.b\"(%y) : (i32) -> ()}) : () -> ()\n"
        ),
        "2:16: redefinition of SSA value '%y'"
    );
}

#[test]
fn blocks_successors_and_args() {
    let mut ctx = Context::new();
    let src = r#""t.r"() ({
  "t.br"() [^bb2, ^bb1] : () -> ()
^bb1(%a: i32 loc("q"), %b: f32):
  "t.use"(%a, %b) : (i32, f32) -> ()
^bb2:
  "t.end"() : () -> ()
}) : () -> ()
"#;
    let m = parse(&mut ctx, src);
    let r = body_ops(&ctx, m)[0];
    let region = ctx.op(r).regions()[0];
    let blocks = ctx.region(region).blocks().to_vec();
    assert_eq!(blocks.len(), 3);
    let br = ctx.block_ops(blocks[0]).next().unwrap();
    assert_eq!(ctx.op(br).successors(), &[blocks[2], blocks[1]]);
    let args = ctx.block(blocks[1]).args().to_vec();
    assert_eq!(args.len(), 2);
    assert!(matches!(
        ctx.value_def(args[1]),
        ValueDef::BlockArgument { index: 1, .. }
    ));
    let locs = ctx.block(blocks[1]).arg_locs().to_vec();
    assert!(matches!(ctx.loc_data(locs[0]), LocData::Name { .. }));
    assert!(matches!(
        ctx.loc_data(locs[1]),
        LocData::FileLineCol {
            line: 3,
            column: 24,
            ..
        }
    ));
}

#[test]
fn registered_op_properties() {
    let mut ctx = Context::new();
    let src = r#""func.func"() <{function_type = () -> (), sym_name = "f", foo = 3}> ({
  "func.return"() : () -> ()
}) {sym_name = "g", other = 1, sym_visibility = "private"} : () -> ()
"#;
    let m = parse(&mut ctx, src);
    let f = body_ops(&ctx, m)[0];
    let props = ctx.op(f).properties().unwrap();
    let text = crate::text::print_attribute(&ctx, props);
    assert_eq!(
        text,
        "{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}"
    );
    let attrs = crate::text::print_attribute(&ctx, ctx.op(f).attributes());
    assert_eq!(attrs, "{other = 1 : i64}");
    // Unregistered ops keep everything as written.
    let m = parse(&mut ctx, "\"t.a\"() <[1]> {sym_name = \"x\"} : () -> ()\n");
    let a = body_ops(&ctx, m)[0];
    assert!(matches!(
        ctx.attr_data(ctx.op(a).properties().unwrap()),
        AttrData::Array(_)
    ));
    assert_eq!(ctx.dict_entries(ctx.op(a).attributes()).len(), 1);
}

#[test]
fn quick_dictionary_integers_are_normalized() {
    // The byte-level dictionary path interns integers without looking
    // their type up: same handles as `Context::integer_attr`, for
    // negative values, values with the sign bit set, and widths from 1
    // to above 64.
    let mut ctx = Context::new();
    let src = "\"t.a\"() <{a = -1 : i32, b = 4294967295 : i32, c = 128 : i8, d = -128 : i8, e = 1 : i1, f = 7, g = 18446744073709551615 : i65}> : () -> ()\n";
    let m = parse(&mut ctx, src);
    let a = body_ops(&ctx, m)[0];
    let props = ctx.op(a).properties().unwrap();
    let entries = ctx.dict_entries(props).to_vec();
    let expected = [
        (32, -1),
        (32, 4294967295),
        (8, 128),
        (8, -128),
        (1, 1),
        (64, 7),
        (65, 18446744073709551615),
    ];
    assert_eq!(entries.len(), expected.len());
    for (e, (width, value)) in entries.iter().zip(expected) {
        let ty = ctx.int_type(width);
        assert_eq!(e.value, ctx.integer_attr(ty, value));
    }
}

#[test]
fn location_aliases() {
    let mut ctx = Context::new();
    let src = "\"t.a\"() : () -> () loc(#loc1)\n\"t.b\"() ({\n^bb0(%a: i32 loc(#loc1)):\n}) : () -> ()\n#loc1 = loc(\"x\":1:2)\n";
    let m = parse(&mut ctx, src);
    let out = print_op(&ctx, m, PrintOptions { debug_info: true });
    assert!(out.contains("\"t.a\"() : () -> () loc(\"x\":1:2)"), "{out}");
    assert!(out.contains("%arg0: i32 loc(\"x\":1:2)"), "{out}");
    assert_eq!(
        err("\"t.a\"() : () -> () loc(#l)\n"),
        "1:24: operation location alias was never defined"
    );
}

#[test]
fn errors() {
    assert_eq!(
        err("%0:2 = \"t.a\"() : () -> i32\n"),
        "1:1: operation defines 1 results but was provided 2 to bind"
    );
    assert_eq!(
        err("%0 = \"t.a\"() : () -> ()\n"),
        "1:1: cannot name an operation with no results"
    );
    assert_eq!(
        err("\"t.a\"(%x) : (i32) -> ()\n"),
        "1:7: use of undeclared SSA value name"
    );
    assert_eq!(
        err("\"t.a\"(%x, %x) : (i32, i64) -> ()\n%x = \"t.b\"() : () -> i32\n"),
        "1:11: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        err("\"t.a\"(%x) : (i32) -> ()\n%x = \"t.b\"() : () -> i64\n"),
        "2:1: definition of SSA value '%x#0' has type 'i64'"
    );
    assert_eq!(
        err("%x = \"t.b\"() : () -> i32\n%x = \"t.b\"() : () -> i32\n"),
        "2:1: redefinition of SSA value '%x'"
    );
    assert_eq!(
        err("%x = \"t.b\"() : () -> i32\n\"t.a\"(%x#1) : (i32) -> ()\n"),
        "2:7: reference to invalid result number"
    );
    assert_eq!(
        err("\"t.a\"(%x) : (i32, i32) -> ()\n"),
        "1:13: expected 1 operand type but had 2"
    );
    assert_eq!(err("\"t.a\"() : i32\n"), "1:11: expected function type");
    assert_eq!(
        err("\"t.a\"() [^bb1] : () -> ()\n"),
        "1:10: reference to an undefined block"
    );
    assert_eq!(
        err("\"func.call\"() [^bb1] : () -> ()\n"),
        "1:15: successors in non-terminator"
    );
    assert_eq!(
        err("\"t.r\"() ({\n^bb0:\n^bb0:\n}) : () -> ()\n"),
        "3:1: redefinition of block '^bb0'"
    );
    assert_eq!(
        err("\"\"() : () -> ()\n"),
        "1:1: empty operation name is invalid"
    );
    assert_eq!(
        err("\"t.a\"() : () -> ()\n}\n"),
        "1:19: expected operation name in quotes"
    );
    assert!(err("foo.bar %x\n").starts_with("1:1: expected generic operation"));
    assert_eq!(
        err("\"func.return\"() <{}> : () -> ()\n"),
        "1:1: invalid properties {} for op func.return: this operation does not support properties"
    );
    assert_eq!(
        err("\"t.b\"(%0 : (i32) -> ()\n"),
        "1:9: expected ')' to end operand list"
    );
    assert_eq!(
        err("\"t.r\"() ({\n  \"t.b\"() : () -> ()\n"),
        "2:21: expected operation name in quotes"
    );
}

#[test]
fn result_numbers() {
    assert_eq!(
        err("\"t.a\"(%x#100000000) : (i32) -> ()\n"),
        "1:7: result number 100000000 is too large"
    );
    assert_eq!(
        err("\"t.r\"() ({\n^bb0(%a#4294967295: i32):\n}) : () -> ()\n"),
        "2:6: result number 4294967295 is too large"
    );
    // Many results, used before and after their definition.
    let n = 70_000;
    let types = vec!["i32"; n].join(", ");
    let src = format!(
        "\"t.r\"() ({{\n  \"t.u\"(%0#{last}) : (i32) -> ()\n  %0:{n} = \"t.a\"() : () -> ({types})\n  \"t.u\"(%0#{last}) : (i32) -> ()\n}}) : () -> ()\n",
        last = n - 1
    );
    let mut ctx = Context::new();
    let m = parse(&mut ctx, &src);
    let r = body_ops(&ctx, m)[0];
    let ops = body_ops(&ctx, r);
    let v = ctx.op(ops[1]).result(n - 1);
    assert_eq!(ctx.op(ops[0]).operand(0), v);
    assert_eq!(ctx.op(ops[2]).operand(0), v);
}

#[test]
fn failed_parse_leaves_nothing_behind() {
    let mut ctx = Context::new();
    let before = (
        ctx.ops.len(),
        ctx.blocks.len(),
        ctx.regions.len(),
        ctx.values.len(),
    );
    let src = r#""t.r"() ({
  "t.u"(%x, %y) : (i32, i32) -> ()
  %x = "t.d"() : () -> i32
^bb1(%a: i32):
  "t.v"(%a) ({ "t.w"() [^bb9] : () -> () }) : (i32) -> ()
}) : () -> ()
"#;
    assert!(parse_module(&mut ctx, src, "t.mlir").is_err());
    let after = (
        ctx.ops.len(),
        ctx.blocks.len(),
        ctx.regions.len(),
        ctx.values.len(),
    );
    assert_eq!(before, after);
    let src = "\"t.a\"(%x) : (i32) -> ()\n\"t.b\"() ({ ^bb0(%z: i32): \"t.c\"(%z) : (i32) -> () }) : () -> ()\n";
    assert!(parse_module(&mut ctx, src, "t.mlir").is_err());
    assert_eq!(
        before,
        (
            ctx.ops.len(),
            ctx.blocks.len(),
            ctx.regions.len(),
            ctx.values.len()
        )
    );
}

#[test]
fn dictionaries_fast_and_general_paths_agree() {
    // Each dictionary is parsed twice: first as the attribute of an op
    // (`{…}`, the byte-level fast path of `parse_dict_cached`), then as
    // a nested dictionary value (`d = {…}`: the token-level parser).
    let dicts = [
        "{b = 5 : i32, a = \"x y\", c, d = true, e = -3, f = false, u = unit}",
        "{a = 1 : i1, b = -1 : i8, c = 255 : i8, d = 18446744073709551615 : i64}",
        "{a = 12345678901234567890123 : i128, b = 0 : i0}",
        "{z = [1, 2], y = (i32) -> i32, x = {q = 1}, w = \"a\\\"b\" , v = 1.5}",
        "{a = \"s\" : i32, b = 0x10 : i32, c = 7 : index, d = 3 : ui8, e=1:i16}",
        "{  a  =  4  :  i32  ,\n   b = 2 }",
    ];
    for d in dicts {
        let src = format!("\"t.a\"() {d} : () -> ()\n\"t.b\"() {{d = {d}}} : () -> ()\n");
        let mut ctx = Context::new();
        let m = parse(&mut ctx, &src);
        let ops = body_ops(&ctx, m);
        let fast = ctx.op(ops[0]).attributes();
        let general = ctx.dict_entries(ctx.op(ops[1]).attributes())[0].value;
        assert_eq!(fast, general, "{d}");
    }
    // Errors are the general parser's, at the same positions.
    assert_eq!(
        err("\"t.a\"() {a = 1, a = 2} : () -> ()\n"),
        "1:17: duplicate key 'a' in dictionary attribute"
    );
    assert_eq!(
        err("\"t.a\"() {a = 300 : i8} : () -> ()\n"),
        "1:14: integer constant out of range for attribute"
    );
    assert_eq!(
        err("\"t.a\"() {a = -1 : ui8} : () -> ()\n"),
        "1:15: negative integer literal not valid for unsigned integer type"
    );
    assert_eq!(
        err("\"t.a\"() {a = 1, } : () -> ()\n"),
        "1:16: expected attribute name"
    );
    assert_eq!(
        err("\"t.a\"() {a = 1 : i32 x} : () -> ()\n"),
        "1:21: expected '}' in attribute dictionary"
    );
}

/// The dictionary cache is bypassed for an op whose dictionaries keep
/// missing it, and used again by other ops: every op still gets the
/// dictionary written after it, and a repeated text (cached or not)
/// gives the same uniqued attribute. A dictionary spanning lines that
/// comes from the cache leaves the lexer's line right (the location
/// of the next op).
#[test]
fn dictionaries_with_and_without_the_cache() {
    let mut src = String::new();
    for i in 0..40 {
        src.push_str(&format!(
            "\"t.a\"() {{n = {i} : i32, s = \"x\"}} : () -> ()\n"
        ));
    }
    for i in 0..40 {
        src.push_str(&format!(
            "\"t.a\"() {{n = {} : i32, s = \"x\"}} : () -> ()\n",
            i % 3
        ));
        src.push_str("\"t.b\"() {m = 1,\n b = 2} : () -> ()\n");
    }
    src.push_str("\"t.c\"() : () -> ()\n");
    let mut ctx = Context::new();
    let m = parse(&mut ctx, &src);
    let ops = body_ops(&ctx, m);
    assert_eq!(ops.len(), 121);
    let n = ctx.symbol("n");
    let value_of = |ctx: &Context, op: OpId| {
        let entries = ctx.dict_entries(ctx.op(op).attributes());
        let e = entries.iter().find(|e| e.name == n).expect("n");
        match ctx.attr_data(e.value) {
            AttrData::Integer { value, .. } => *value,
            other => panic!("{other:?}"),
        }
    };
    for (i, &op) in ops[..40].iter().enumerate() {
        assert_eq!(value_of(&ctx, op), i as i128);
    }
    for i in 0..40 {
        let (a, b) = (ops[40 + 2 * i], ops[41 + 2 * i]);
        assert_eq!(value_of(&ctx, a), (i % 3) as i128);
        assert_eq!(ctx.op(a).attributes(), ctx.op(ops[i % 3]).attributes());
        assert_eq!(ctx.op(b).attributes(), ctx.op(ops[41]).attributes());
    }
    match ctx.loc_data(ctx.op(ops[120]).loc()) {
        LocData::FileLineCol { line, column, .. } => assert_eq!((line, column), (161, 1)),
        other => panic!("{other:?}"),
    }
}

/// Op names through the previous-name shortcut and the table: runs of
/// one name, an escaped spelling of the same name, alternation.
#[test]
fn op_names_in_runs_and_alternation() {
    let src = concat!(
        "\"t.a\"() : () -> ()\n\"t.a\"() : () -> ()\n\"t.\\61\"() : () -> ()\n",
        "\"t.b\"() : () -> ()\n\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()\n",
        "\"t.ab\"() : () -> ()\n\"t.a\"() : () -> ()\n",
    );
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    let names: Vec<String> = body_ops(&ctx, m)
        .into_iter()
        .map(|op| name(&ctx, op).to_string())
        .collect();
    assert_eq!(
        names,
        ["t.a", "t.a", "t.a", "t.b", "t.a", "t.b", "t.ab", "t.a"]
    );
    assert_eq!(
        err("\"t.a\"() : () -> ()\n\"\"() : () -> ()\n"),
        "2:1: empty operation name is invalid"
    );
}

/// Op signatures through the previous-signature shortcut and the
/// cache: runs, alternation, a signature that extends the previous
/// one, and a mismatch found after a shortcut hit.
#[test]
fn op_signatures_in_runs_and_alternation() {
    let src = concat!(
        "%0 = \"t.a\"() : () -> i32\n%1 = \"t.a\"() : () -> i32\n",
        "%2 = \"t.a\"() : () -> i64\n%3 = \"t.a\"() : () -> i32\n",
        "%4 = \"t.a\"() : () -> i32 loc(\"x\")\n%5 = \"t.a\"() : () -> i321\n",
        "%6 = \"t.a\"() : () -> i64\n",
    );
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    let widths: Vec<String> = body_ops(&ctx, m)
        .into_iter()
        .map(|op| {
            let v = ctx.op(op).result(0);
            crate::text::print_type(&ctx, ctx.value_type(v))
        })
        .collect();
    assert_eq!(widths, ["i32", "i32", "i64", "i32", "i32", "i321", "i64"]);
    assert_eq!(
        err("\"t.a\"() : () -> i32\n\"t.a\"(%0) : () -> i32\n"),
        "2:13: expected 1 operand type but had 0"
    );
}

#[test]
fn deep_region_nesting_is_an_error() {
    let src = "\"t.a\"() ({\n".repeat(20_000);
    let e = err(&src);
    assert!(e.contains("nesting is too deep"), "{e}");
}
