//! The structural verifier: valid IR passes; each kind of structural
//! breakage is reported on the right operation with MLIR's wording.

use drr_runtime::text::{PrintOptions, parse_module, print_location, print_op};
use drr_runtime::verifier::verify;
use drr_runtime::{Context, OperationState};

fn errors(ctx: &Context, module: drr_runtime::OpId) -> Vec<String> {
    match verify(ctx, module) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .iter()
            .map(|e| e.render(ctx, &drr_runtime::diagnostic::SourceManager::new()))
            .collect(),
    }
}

fn parse(ctx: &mut Context, src: &str) -> drr_runtime::OpId {
    parse_module(ctx, src, "v.mlir").unwrap_or_else(|e| panic!("{}", e.render("v.mlir")))
}

/// The ops of the body of the first op (a function) of module `m`.
fn first_body_ops(ctx: &Context, m: drr_runtime::OpId) -> Vec<drr_runtime::OpId> {
    let func = ctx
        .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
        .next()
        .unwrap();
    let body = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    ctx.block_ops(body).collect()
}

#[test]
fn valid_module_passes() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "foo.op"(%a) : (i32) -> i32
  "foo.region"() ({
    %1 = "foo.inner"(%0) : (i32) -> i32
  }) : () -> ()
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
}

#[test]
fn terminator_must_end_its_block() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> () loc("ret")
  "foo.after"(%a) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert_eq!(
        errors(&ctx, m),
        vec![
            r#"loc("ret"): error: 'func.return' op must be the last operation in the parent block"#
        ]
    );
}

#[test]
fn registered_op_region_needs_a_terminator() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "foo.c"() : () -> i32
  "func.call"() <{callee = @g}> : () -> () loc("call")
}) : () -> ()
"#,
    );
    assert_eq!(
        errors(&ctx, m),
        vec![
            r#"loc("call"): error: 'func.call' op is not a terminator, but is the last operation of a block whose parent requires one"#
        ]
    );
}

#[test]
fn use_before_def_in_a_block_is_reported() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "foo.a"() : () -> i32
  %1 = "foo.b"(%0) : (i32) -> i32 loc("b")
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    // Move the user above its operand's definition through the API.
    let ops = first_body_ops(&ctx, m);
    ctx.move_op_before(ops[1], ops[0]).unwrap();
    assert_eq!(
        errors(&ctx, m),
        vec![r#"loc("b"): error: 'foo.b' op operand #0 does not dominate this use"#]
    );
}

#[test]
fn isolated_from_above_is_enforced() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""foo.outer"() ({
  %0 = "foo.a"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.use"() : () -> () loc("use")
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    // Make the use inside the function refer to %0 outside it.
    let outer = ctx
        .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
        .next()
        .unwrap();
    let outer_body = ctx.region(ctx.op(outer).regions()[0]).blocks()[0];
    let ops: Vec<_> = ctx.block_ops(outer_body).collect();
    let value = ctx.op(ops[0]).result(0);
    let func_body = ctx.region(ctx.op(ops[1]).regions()[0]).blocks()[0];
    let user = ctx.block_ops(func_body).next().unwrap();
    ctx.set_operands(user, &[value]).unwrap();
    assert_eq!(
        errors(&ctx, m),
        vec![
            r#"loc("use"): error: 'foo.use' op operand #0 uses a value defined outside the isolated-from-above 'func.func'"#
        ]
    );
}

#[test]
fn op_definition_verifier_runs() {
    // A registered op with a verifier hook: it must have exactly one operand.
    static CHECKED: drr_runtime::OpDefinition = drr_runtime::OpDefinition {
        name: "chk.one",
        traits: drr_runtime::OpTraits::NONE,
        inherent_attrs: &[],
        verify: Some(|_, _, data| {
            let n = data.num_operands();
            if n == 1 {
                Ok(())
            } else {
                Err(format!("expected 1 operand, but found {n}"))
            }
        }),
        fold: None,
    };
    let mut ctx = Context::new();
    ctx.register_op(&CHECKED);
    let m = parse(
        &mut ctx,
        r#""chk.one"() : () -> () loc("x")
"#,
    );
    assert_eq!(
        errors(&ctx, m),
        vec![r#"loc("x"): error: 'chk.one' op expected 1 operand, but found 0"#]
    );
}

#[test]
fn erased_successor_and_operand_are_reported() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""foo.r"() ({
  "foo.br"()[^bb1] : () -> () loc("br")
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
"#,
    );
    let region = ctx
        .op(ctx
            .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
            .next()
            .unwrap())
        .regions()[0];
    let blocks = ctx.region(region).blocks().to_vec();
    // Build a branch to a block of another region: not allowed.
    let other = ctx.create_block(&[]);
    let loc = ctx.name_loc("bad");
    let name = ctx.op_name("foo.br2");
    let mut state = OperationState::new(name, loc);
    state.successors.push(other);
    let op = ctx.create_op(state).unwrap();
    ctx.prepend_op(blocks[1], op).unwrap();
    let errs = errors(&ctx, m);
    assert_eq!(
        errs,
        vec![r#"loc("bad"): error: 'foo.br2' op successor #0 must be a block of the same region"#]
    );
    // Printing still works on the invalid IR.
    assert!(print_op(&ctx, m, PrintOptions::default()).contains("foo.br2"));
    assert_eq!(print_location(&ctx, loc), r#"loc("bad")"#);
}

#[test]
fn an_op_using_its_own_result_is_reported() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "foo.a"(%a) : (i32) -> i32
  %1 = "foo.b"(%0) : (i32) -> i32 loc("b")
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    let ops = first_body_ops(&ctx, m);
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
    // `foo.b` now uses its own result: its definition does not come before
    // the use, although the op is walked and in the same block.
    let own = ctx.op(ops[1]).result(0);
    ctx.set_operands(ops[1], &[own]).unwrap();
    assert_eq!(
        errors(&ctx, m),
        vec![r#"loc("b"): error: 'foo.b' op operand #0 does not dominate this use"#]
    );
}

#[test]
fn dominance_follows_the_region_kind() {
    // In a graph region (here an unregistered op's) a value may be used
    // before its definition; in a function body it may not, even when its
    // definition is a few ops further down.
    for (parent, expected) in [
        ("\"foo.graph\"() ({", Vec::<String>::new()),
        (
            "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({",
            vec![
                r#"loc("use"): error: 'foo.use' op operand #0 does not dominate this use"#
                    .to_string(),
            ],
        ),
    ] {
        let mut ctx = Context::new();
        let m = parse(
            &mut ctx,
            &format!(
                r#"{parent}
  %0 = "foo.a"() : () -> i32
  %1 = "foo.b"() : () -> i32
  %2 = "foo.c"() : () -> i32
  "foo.use"(%0) : (i32) -> () loc("use")
  "func.return"() : () -> ()
}}) : () -> ()
"#
            ),
        );
        let outer = ctx
            .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
            .next()
            .unwrap();
        let body = ctx.region(ctx.op(outer).regions()[0]).blocks()[0];
        let ops: Vec<_> = ctx.block_ops(body).collect();
        assert_eq!(errors(&ctx, m), Vec::<String>::new(), "{parent}");
        // Use %2 (defined below the user once it is moved up) from the
        // top of the block.
        let late = ctx.op(ops[2]).result(0);
        ctx.set_operands(ops[3], &[late]).unwrap();
        ctx.move_op_before(ops[3], ops[0]).unwrap();
        assert_eq!(errors(&ctx, m), expected, "{parent}");
    }
}

#[test]
fn empty_blocks_need_a_terminator() {
    // A body of one block (the common shape, checked first) and of two
    // blocks (the general loop) give the same message.
    for body in ["^bb0:\n", "  \"func.return\"() : () -> ()\n^bb1:\n"] {
        let mut ctx = Context::new();
        let m = parse(
            &mut ctx,
            &format!(
                "\"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n{body}}}) : () -> () loc(\"f\")\n"
            ),
        );
        assert_eq!(
            errors(&ctx, m),
            vec![
                r#"loc("f"): error: 'func.func' op region #0: empty block: expect at least a terminator"#
            ],
            "{body}"
        );
    }
}

/// A module of `n` functions `f0`…, each `%0 = foo.a; foo.b(%0); return`,
/// with a `foo.top` op (using a module-level `%m`) after each but the last
/// `tail` ones (a second thread takes functions from the end up to the
/// first other op).
fn many_functions(ctx: &mut Context, n: usize, tail: usize) -> drr_runtime::OpId {
    let mut src =
        String::from("\"builtin.module\"() ({\n  %m = \"foo.m\"() : () -> i32 loc(\"m\")\n");
    for i in 0..n {
        src.push_str(&format!(
            "  \"func.func\"() <{{function_type = () -> (), sym_name = \"f{i}\"}}> ({{\n    %0 = \"foo.a\"() : () -> i32 loc(\"a{i}\")\n    \"foo.b\"(%0) : (i32) -> () loc(\"b{i}\")\n    \"func.return\"() : () -> () loc(\"r{i}\")\n  }}) : () -> () loc(\"f{i}\")\n"
        ));
        if i + tail < n {
            src.push_str(&format!("  \"foo.top\"(%m) : (i32) -> () loc(\"t{i}\")\n"));
        }
    }
    src.push_str("}) : () -> ()\n");
    parse(ctx, &src)
}

fn errors_with_threads(ctx: &Context, module: drr_runtime::OpId, threads: usize) -> Vec<String> {
    match drr_runtime::verifier::verify_with_threads(ctx, module, threads) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .iter()
            .map(|e| e.render(ctx, &drr_runtime::diagnostic::SourceManager::new()))
            .collect(),
    }
}

/// With several threads (the functions' insides verified on any of them)
/// the failures are those of one walk, in walk order: inside functions,
/// on the functions themselves and between them, including a use across
/// the isolation boundary.
#[test]
fn threads_find_the_same_failures_in_walk_order() {
    let mut ctx = Context::new();
    let m = many_functions(&mut ctx, 40, 25);
    for threads in [1, 2, 3, 8] {
        assert_eq!(errors_with_threads(&ctx, m, threads), Vec::<String>::new());
    }
    let module_body = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let top: Vec<_> = ctx.block_ops(module_body).collect();
    let m_value = ctx.op(top[0]).result(0);
    let funcs: Vec<_> = top
        .iter()
        .copied()
        .filter(|&o| ctx.op_name_str(ctx.op(o).name()) == "func.func")
        .collect();
    let body = |ctx: &Context, f| {
        let b = ctx.region(ctx.op(f).regions()[0]).blocks()[0];
        ctx.block_ops(b).collect::<Vec<_>>()
    };
    // f3 and f17: the use moved above its definition.
    for &f in &[funcs[3], funcs[17]] {
        let ops = body(&ctx, f);
        ctx.move_op_before(ops[1], ops[0]).unwrap();
    }
    // f17 and f30: a use of the module-level `%m` inside the function.
    for &f in &[funcs[17], funcs[30]] {
        let ops = body(&ctx, f);
        ctx.set_operands(ops[2], &[m_value]).unwrap();
    }
    // f9: empty body (no terminator); right after f20 (among the last
    // functions, where the second thread stops), a `func.return` that is
    // not the module's last op.
    for op in body(&ctx, funcs[9]).into_iter().rev() {
        ctx.erase_op(op).unwrap();
    }
    let state = drr_runtime::OperationState::new(ctx.op_name("func.return"), ctx.unknown_loc());
    let ret = ctx.create_op(state).unwrap();
    ctx.insert_op_after(funcs[20], ret).unwrap();
    let expected = [
        r#"loc("b3"): error: 'foo.b' op operand #0 does not dominate this use"#,
        r#"loc("f9"): error: 'func.func' op region #0: empty block: expect at least a terminator"#,
        r#"loc("b17"): error: 'foo.b' op operand #0 does not dominate this use"#,
        r#"loc("r17"): error: 'func.return' op operand #0 uses a value defined outside the isolated-from-above 'func.func'"#,
    ];
    let sequential = errors_with_threads(&ctx, m, 1);
    assert_eq!(sequential[..4], expected[..], "{sequential:#?}");
    assert!(
        sequential
            .iter()
            .any(|e| e.contains("must be the last operation in the parent block")),
        "{sequential:#?}"
    );
    assert!(
        sequential.iter().any(|e| e.starts_with(r#"loc("r30")"#)),
        "{sequential:#?}"
    );
    for threads in [2, 3, 8] {
        assert_eq!(
            errors_with_threads(&ctx, m, threads),
            sequential,
            "{threads} threads"
        );
    }
    assert_eq!(errors(&ctx, m), sequential);
}

/// `verify` itself shares out the functions of a module of
/// `PARALLEL_MIN_OPS` operations or more: the same failures as one thread,
/// with the functions' entry block arguments used inside them.
#[test]
fn a_large_module_gives_the_failures_of_one_walk() {
    let mut ctx = Context::new();
    let n = drr_runtime::verifier::PARALLEL_MIN_OPS / 3 + 1;
    let mut src = String::from("\"builtin.module\"() ({\n");
    for i in 0..n {
        src.push_str(&format!(
            "  \"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f{i}\"}}> ({{\n  ^bb0(%a: i32):\n    \"foo.b\"(%a) : (i32) -> () loc(\"b{i}\")\n    \"func.return\"() : () -> () loc(\"r{i}\")\n  }}) : () -> () loc(\"f{i}\")\n"
        ));
    }
    src.push_str("}) : () -> ()\n");
    let m = parse(&mut ctx, &src);
    // Each function is three operations.
    assert!(3 * n >= drr_runtime::verifier::PARALLEL_MIN_OPS);
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
    // A return that is not its block's last op, in every 1000th function.
    let module_body = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let funcs: Vec<_> = ctx.block_ops(module_body).collect();
    for &f in funcs.iter().step_by(1000) {
        let b = ctx.region(ctx.op(f).regions()[0]).blocks()[0];
        let ops: Vec<_> = ctx.block_ops(b).collect();
        ctx.move_op_before(ops[1], ops[0]).unwrap();
    }
    let one = errors_with_threads(&ctx, m, 1);
    assert_eq!(one.len(), funcs.len().div_ceil(1000), "{one:#?}");
    assert!(one[1].starts_with(r#"loc("r1000")"#), "{one:#?}");
    assert_eq!(errors(&ctx, m), one);
}
