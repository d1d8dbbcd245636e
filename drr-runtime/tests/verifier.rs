//! The verifier on IR built or changed through the API (what text cannot
//! express: branches to other regions, erased values, moved ops), the
//! registration rules for unknown ops, and the walk on two threads.
//! Messages are MLIR's (the text inputs compared with mlir-opt 22 are in
//! `verifier_cases.rs`).

use drr_runtime::diagnostic::SourceManager;
use drr_runtime::text::{PrintOptions, parse_module, print_op};
use drr_runtime::verifier::{verify, verify_with_threads};
use drr_runtime::{Context, DialectDefinition, OpDefinition, OpId, OpTraits, OperationState};

/// The messages of every failure, in MLIR's order.
fn errors(ctx: &Context, module: OpId) -> Vec<String> {
    match verify(ctx, module) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

/// The first line of each failure as mlir-opt prints it.
fn headlines(ctx: &Context, module: OpId, threads: usize) -> Vec<String> {
    match verify_with_threads(ctx, module, threads) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .iter()
            .map(|e| {
                let text = e.render(ctx, &SourceManager::new());
                text.lines().next().unwrap_or_default().to_string()
            })
            .collect(),
    }
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    parse_module(ctx, src, "v.mlir").unwrap_or_else(|e| panic!("{}", e.render("v.mlir")))
}

/// The ops of the body of the first op of module `m`.
fn first_body_ops(ctx: &Context, m: OpId) -> Vec<OpId> {
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

/// Moving a user above its operand's definition; making an op use its own
/// result: both break dominance (mlir-opt's message, and its note on
/// where the operand is defined).
#[test]
fn dominance_broken_through_the_api() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "foo.a"() : () -> i32
  %1 = "foo.b"(%0) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    let ops = first_body_ops(&ctx, m);
    ctx.move_op_before(ops[1], ops[0]).unwrap();
    let err = verify(&ctx, m).unwrap_err();
    assert_eq!(err[0].message, "operand #0 does not dominate this use");
    assert_eq!(
        err[0].notes[0].message,
        "operand defined here (op in the same block)"
    );
    ctx.move_op_before(ops[0], ops[1]).unwrap();
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
    let own = ctx.op(ops[1]).result(0);
    ctx.set_operands(ops[1], &[own]).unwrap();
    assert_eq!(errors(&ctx, m), ["operand #0 does not dominate this use"]);
}

/// A use inside a function of a value defined outside it breaks the
/// function's isolation (reported on the user, with a note at the
/// function).
#[test]
fn isolated_from_above_is_enforced() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""foo.outer"() ({
  %0 = "foo.a"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.use"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> () loc("f")
}) : () -> ()
"#,
    );
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
    let err = verify(&ctx, m).unwrap_err();
    assert_eq!(err.len(), 1);
    assert_eq!(
        err[0].message,
        "'foo.use' op using value defined outside the region"
    );
    assert_eq!(
        err[0].notes[0].message,
        "required by region isolation constraints"
    );
    assert_eq!(err[0].notes[0].loc, ctx.op(ops[1]).loc());
}

/// An op using outside values in two operands breaks the isolation once:
/// mlir-opt-22 reports "'arith.addi' op using value defined outside the
/// region" once for `"arith.addi"(%n, %n)` inside a nested `func.func`
/// (MLIR's `verifyIsIsolatedFromAbove` stops at the op).
#[test]
fn isolation_is_reported_once_per_op() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""foo.outer"() ({
  %0 = "foo.a"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.use"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let outer = ctx
        .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
        .next()
        .unwrap();
    let outer_body = ctx.region(ctx.op(outer).regions()[0]).blocks()[0];
    let ops: Vec<_> = ctx.block_ops(outer_body).collect();
    let value = ctx.op(ops[0]).result(0);
    let func_body = ctx.region(ctx.op(ops[1]).regions()[0]).blocks()[0];
    let user = ctx.block_ops(func_body).next().unwrap();
    ctx.set_operands(user, &[value, value]).unwrap();
    assert_eq!(
        errors(&ctx, m),
        ["'foo.use' op using value defined outside the region"]
    );
}

#[test]
fn op_definition_verifier_runs() {
    // A registered op with a verifier hook: it must have exactly one operand.
    static CHECKED: OpDefinition = OpDefinition {
        name: "chk.one",
        traits: OpTraits::NONE,
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
    let m = parse(&mut ctx, "\"chk.one\"() : () -> () loc(\"x\")\n");
    assert_eq!(
        errors(&ctx, m),
        ["'chk.one' op expected 1 operand, but found 0"]
    );
    // Rendered as mlir-opt renders a location without a file position.
    assert_eq!(
        headlines(&ctx, m, 1),
        [r#"<unknown>:0: error: loc("x"): 'chk.one' op expected 1 operand, but found 0"#]
    );
}

/// A branch to a block of another region (which the text format cannot
/// express), and a branch to a region's entry block from another region:
/// MLIR's messages.
#[test]
fn branches_across_regions_are_reported() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
"foo.s"() ({
  "foo.end"() : () -> ()
}) : () -> ()
"#,
    );
    let top: Vec<_> = ctx
        .block_ops(ctx.region(ctx.op(m).regions()[0]).blocks()[0])
        .collect();
    let blocks = ctx.region(ctx.op(top[0]).regions()[0]).blocks().to_vec();
    let other_entry = ctx.region(ctx.op(top[1]).regions()[0]).blocks()[0];
    // In `foo.r`'s second block, before its end: a branch to `foo.s`'s
    // entry block.
    let name = ctx.op_name("foo.br2");
    let mut state = OperationState::new(name, ctx.unknown_loc());
    state.successors.push(other_entry);
    let op = ctx.create_op(state).unwrap();
    ctx.prepend_op(blocks[1], op).unwrap();
    assert_eq!(
        errors(&ctx, m),
        [
            // At `foo.s` (MLIR checks an op's entry blocks as it enters it,
            // after the block holding the branch).
            "operation with block successors must terminate its parent block",
            "'foo.br2' op branching to block of a different region",
            "entry block of region may not have predecessors",
        ]
    );
    // Printing still works on the invalid IR.
    assert!(print_op(&ctx, m, PrintOptions::default()).contains("foo.br2"));
}

/// An unknown op of a registered dialect fails verification, as in
/// mlir-opt; a dialect can opt out (MLIR's `allowUnknownOperations`);
/// ops of unregistered dialects verify.
#[test]
fn unknown_ops_of_registered_dialects() {
    static TA: DialectDefinition = DialectDefinition {
        name: "ta",
        materialize_constant: None,
        constant_state: None,
        parse_attribute: None,
        region_verifiers: &[],
        canonicalizers: &[],
    };
    static ADD: OpDefinition = OpDefinition {
        name: "ta.add",
        traits: OpTraits::NONE,
        inherent_attrs: &[],
        verify: None,
        fold: None,
    };
    let src = r#""builtin.module"() ({
  "ta.add"() : () -> ()
  "ta.sub"() : () -> ()
  "tb.sub"() : () -> ()
}) : () -> ()
"#;
    // Unregistered: all accepted.
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
    // `ta` registered: its unknown op is an error.
    let mut ctx = Context::new();
    ctx.register_dialect(&TA);
    ctx.register_op(&ADD);
    let m = parse(&mut ctx, src);
    assert_eq!(
        errors(&ctx, m),
        [
            "unregistered operation 'ta.sub' found in dialect ('ta') that does not allow unknown operations"
        ]
    );
    // Opted out.
    ctx.allow_unknown_operations("ta");
    assert!(ctx.allows_unknown_operations("ta"));
    assert_eq!(errors(&ctx, m), Vec::<String>::new());
    // `func` and `builtin` are registered in every context.
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "\"builtin.module\"() ({\n  \"func.foo\"() : () -> ()\n}) : () -> ()\n",
    );
    assert_eq!(
        errors(&ctx, m),
        [
            "unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations"
        ]
    );
}

/// The root's own operands are not checked for dominance (they are
/// outside the verified tree), its nested ops' are.
#[test]
fn verifying_a_nested_root() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "foo.a"() : () -> i32
  "foo.user"(%0) ({
    "foo.inner"(%0) : (i32) -> ()
  }) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    let ops = first_body_ops(&ctx, m);
    assert_eq!(errors(&ctx, ops[1]), Vec::<String>::new());
    // The definition moved after the user: the nested use no longer
    // dominated; the root's own use is not checked.
    ctx.move_op_before(ops[1], ops[0]).unwrap();
    assert_eq!(
        errors(&ctx, ops[1]),
        ["operand #0 does not dominate this use"]
    );
    assert_eq!(
        errors(&ctx, m),
        [
            "operand #0 does not dominate this use",
            "operand #0 does not dominate this use"
        ]
    );
}

/// A module of `n` functions `f0`…, each `%0 = foo.a; foo.b(%0); return`,
/// with a `foo.top` op (using a module-level `%m`) after each but the last
/// `tail` ones (a second thread takes functions from the end up to the
/// first other op).
fn many_functions(ctx: &mut Context, n: usize, tail: usize) -> OpId {
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

/// With several threads (the functions' insides verified on any of them)
/// the failures are those of one walk, in MLIR's order: the module's own
/// ops first (MLIR verifies the functions when it leaves the module),
/// then each function's structure before its dominance. Symbol names
/// repeated across the functions the two threads take are found too.
#[test]
fn threads_find_the_same_failures_in_mlir_order() {
    let mut ctx = Context::new();
    let m = many_functions(&mut ctx, 40, 25);
    for threads in [1, 2, 3, 8] {
        assert_eq!(headlines(&ctx, m, threads), Vec::<String>::new());
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
    // f9: empty body (no terminator); right after f20, a `func.return` in
    // the module.
    for op in body(&ctx, funcs[9]).into_iter().rev() {
        ctx.erase_op(op).unwrap();
    }
    let state = OperationState::new(ctx.op_name("func.return"), ctx.unknown_loc());
    let ret = ctx.create_op(state).unwrap();
    ctx.insert_op_after(funcs[20], ret).unwrap();
    // f35 (taken by the second thread) renamed `f2` (taken by the first).
    let sym = ctx.symbol("sym_name");
    let name = ctx.string_attr("f2");
    ctx.set_inherent_attr(funcs[35], sym, Some(name)).unwrap();
    let expected = [
        // Its parent is checked first (HasParent before Terminator in
        // its traits), and an op's checks stop at the first that fails, as
        // in MLIR's verifyInvariants: not also `must be the last
        // operation in the parent block`.
        "<unknown>:0: error: 'func.return' op expects parent op 'func.func'",
        r#"<unknown>:0: error: loc("b3"): operand #0 does not dominate this use"#,
        r#"<unknown>:0: error: loc("f9"): empty block: expect at least a terminator"#,
        // The return's own verifier, as the walk enters it; the isolation,
        // as it leaves the function; dominance after the structure.
        r#"<unknown>:0: error: loc("r17"): 'func.return' op has 1 operands, but enclosing function (@f17) returns 0"#,
        r#"<unknown>:0: error: loc("r17"): 'func.return' op using value defined outside the region"#,
        r#"<unknown>:0: error: loc("b17"): operand #0 does not dominate this use"#,
        r#"<unknown>:0: error: loc("r30"): 'func.return' op has 1 operands, but enclosing function (@f30) returns 0"#,
        r#"<unknown>:0: error: loc("r30"): 'func.return' op using value defined outside the region"#,
        r#"<unknown>:0: error: loc("f35"): redefinition of symbol named 'f2'"#,
    ];
    let sequential = headlines(&ctx, m, 1);
    assert_eq!(sequential, expected, "{sequential:#?}");
    for threads in [2, 3, 8] {
        assert_eq!(headlines(&ctx, m, threads), sequential, "{threads} threads");
    }
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
    let one = headlines(&ctx, m, 1);
    assert_eq!(one.len(), funcs.len().div_ceil(1000), "{one:#?}");
    assert!(one[1].contains(r#"loc("r1000")"#), "{one:#?}");
    let all: Vec<String> = match verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .iter()
            .map(|e| {
                let text = e.render(&ctx, &SourceManager::new());
                text.lines().next().unwrap_or_default().to_string()
            })
            .collect(),
    };
    assert_eq!(all, one);
}
