//! `SymbolUserOpInterface` on an `ods!` op: its `drr::ods::SymbolUser`
//! hook runs when the verifier leaves the op's nearest symbol table, as
//! MLIR's `verifySymbolUses` runs in `detail::verifySymbolTable`: after
//! everything inside verified, only the first failing user of a table (in
//! the order MLIR's `walkSymbolTable` visits them, with `func.call`s among
//! them) reported, none when the table repeats a name. The ops are MLIR
//! 22's `ml_program.global` and `ml_program.global_load`
//! (`MLProgramOps.td`), whose C++ `verifySymbolUses` the hook transcribes;
//! every expected message is mlir-opt-22's on the same input.

use drr::diagnostic::SourceManager;
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, SymbolTableCollection};

drr::ods! {
    def MLProgram_Dialect : Dialect { let name = "ml_program"; }
    class MLProgram_Op<string mnemonic, list<Trait> traits = []> :
        Op<MLProgram_Dialect, mnemonic, traits>;
    def MLProgram_GlobalOp : MLProgram_Op<"global", [Symbol]> {
        let arguments = (ins SymbolNameAttr:$sym_name, TypeAttr:$type, UnitAttr:$is_mutable,
                             OptionalAttr<AnyAttr>:$value, OptionalAttr<StrAttr>:$sym_visibility);
    }
    def MLProgram_GlobalLoadOp : MLProgram_Op<"global_load", [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>
    ]> {
        let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$global);
        let results = (outs AnyType:$result);
    }
    // The interface written plainly in the list: the same hook.
    def MLProgram_GlobalStoreOp : MLProgram_Op<"global_store", [SymbolUserOpInterface]> {
        let arguments = (ins Arg<SymbolRefAttr, "", [MemWrite]>:$global, AnyType:$value);
    }
}

/// `GlobalLoadOp::getGlobalOp`: the `ml_program.global` the reference
/// names, from the load's parent op.
fn global_of(
    ctx: &Context,
    user: drr::OpId,
    reference: drr::ods::storage::SymbolRefAttr,
    symbols: &mut SymbolTableCollection,
) -> Option<MLProgram_GlobalOp> {
    let parent = ctx.parent_op(user)?;
    let found = symbols.lookup_nearest_symbol_from(ctx, parent, reference)?;
    (ctx.op_name_str(ctx.op(found).name()) == "ml_program.global")
        .then_some(MLProgram_GlobalOp(found))
}

/// `@name`, as MLIR prints a flat symbol reference in a message.
fn reference_text(ctx: &Context, reference: drr::ods::storage::SymbolRefAttr) -> String {
    format!("@{}", reference.root(ctx))
}

impl drr::ods::SymbolUser for MLProgram_GlobalLoadOp {
    fn verify_symbol_uses(
        self,
        ctx: &Context,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), String> {
        let reference = self.global(ctx);
        let Some(global) = global_of(ctx, self.0, reference, symbols) else {
            return Err(format!(
                "undefined global: {}",
                reference_text(ctx, reference)
            ));
        };
        let (theirs, ours) = (global.r#type(ctx).ty(ctx), ctx.value_type(self.result(ctx)));
        if theirs != ours {
            let show = |t| drr::text::print_type(ctx, t);
            return Err(format!(
                "cannot load from global typed '{}' as '{}'",
                show(theirs),
                show(ours)
            ));
        }
        Ok(())
    }
}

impl drr::ods::SymbolUser for MLProgram_GlobalStoreOp {
    fn verify_symbol_uses(
        self,
        ctx: &Context,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), String> {
        let reference = self.global(ctx);
        match global_of(ctx, self.0, reference, symbols) {
            Some(_) => Ok(()),
            None => Err(format!(
                "undefined global: {}",
                reference_text(ctx, reference)
            )),
        }
    }
}

/// The printed module, or the first error's first line as mlir-opt-22
/// prints it (on 1 and 2 verifier threads: the same).
fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    let first = |threads| {
        drr::verifier::verify_with_threads(&ctx, m, threads).map_err(|errs| {
            let text = errs[0].render(&ctx, &SourceManager::new());
            text.lines().next().unwrap_or_default().to_string()
        })
    };
    let (one, two) = (first(1), first(2));
    assert_eq!(one, two, "one and two verifier threads disagree");
    one?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

const GLOBAL: &str = "  \"ml_program.global\"() <{sym_name = \"g\", sym_visibility = \"private\", type = tensor<4xi32>, value = dense<1> : tensor<4xi32>}> : () -> ()\n";

/// A module with the global and a function holding `body`.
fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n{GLOBAL}  \"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n{body}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn load(name: &str, ty: &str) -> String {
    format!("    %{name} = \"ml_program.global_load\"() <{{global = @{name}}}> : () -> {ty}\n")
}

#[test]
fn a_load_of_a_global_of_its_type_verifies() {
    let src =
        module("    %0 = \"ml_program.global_load\"() <{global = @g}> : () -> tensor<4xi32>\n");
    assert_eq!(check(&src).unwrap(), src);
}

#[test]
fn a_load_of_another_type_is_the_hooks_error() {
    let src = module(
        "    %0 = \"ml_program.global_load\"() <{global = @g}> : () -> tensor<4xi32>\n    %1 = \"ml_program.global_load\"() <{global = @g}> : () -> tensor<4xf32>\n",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "in.mlir:5:10: error: 'ml_program.global_load' op cannot load from global typed 'tensor<4xi32>' as 'tensor<4xf32>'"
    );
}

#[test]
fn an_undefined_global_and_a_symbol_that_is_no_global() {
    let undefined = module(&load("nope", "tensor<4xi32>"));
    assert_eq!(
        check(&undefined).unwrap_err(),
        "in.mlir:4:13: error: 'ml_program.global_load' op undefined global: @nope"
    );
    // `@f` names the function: not a global.
    let function = module(&load("f", "tensor<4xi32>"));
    assert_eq!(
        check(&function).unwrap_err(),
        "in.mlir:4:10: error: 'ml_program.global_load' op undefined global: @f"
    );
}

#[test]
fn the_first_failing_user_in_walk_order_is_the_tables_error() {
    // Two functions, each with a failing user: MLIR's walk takes the
    // table's ops first, then their regions last one first, so the second
    // function's load (and not the first's) is reported.
    let two = format!(
        "\"builtin.module\"() ({{\n{GLOBAL}  \"func.func\"() <{{function_type = () -> (), sym_name = \"a\"}}> ({{\n{}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n  \"func.func\"() <{{function_type = () -> (), sym_name = \"b\"}}> ({{\n    \"ml_program.global_store\"(%arg) <{{global = @nope_b}}> : (i32) -> ()\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        load("nope_a", "tensor<4xi32>"),
    )
    .replace(
        "sym_name = \"b\"}> ({\n",
        "sym_name = \"b\"}> ({\n  ^bb0(%arg: i32):\n",
    )
    .replace("function_type = () -> (), sym_name = \"b\"", "function_type = (i32) -> (), sym_name = \"b\"");
    assert_eq!(
        check(&two).unwrap_err(),
        "in.mlir:9:5: error: 'ml_program.global_store' op undefined global: @nope_b"
    );
    // A failing `func.call` in the second function comes first too.
    let with_call = two.replace(
        "    \"ml_program.global_store\"(%arg) <{global = @nope_b}> : (i32) -> ()\n",
        "    \"func.call\"() <{callee = @nope_call}> : () -> ()\n",
    );
    assert_eq!(
        check(&with_call).unwrap_err(),
        "in.mlir:9:5: error: 'func.call' op 'nope_call' does not reference a valid function"
    );
}

#[test]
fn a_repeated_name_comes_before_the_uses() {
    let src = module(&load("nope", "tensor<4xi32>")).replace(
        "  \"func.func\"()",
        "  \"ml_program.global\"() <{sym_name = \"g\", sym_visibility = \"private\", type = i32, value = 1 : i32}> : () -> ()\n  \"func.func\"()",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "in.mlir:3:3: error: redefinition of symbol named 'g'"
    );
}

#[test]
fn the_public_lookups_resolve_nested_references() {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"builtin.module\"() <{sym_name = \"inner\"}> ({\n    \"ml_program.global\"() <{sym_name = \"g\", sym_visibility = \"nested\", type = i32, value = 1 : i32}> : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let nested = parse_module(
        &mut ctx,
        "\"test.r\"() {r = @inner::@g, bad = @inner::@g::@x, top = @g} : () -> ()",
        "r.mlir",
    )
    .unwrap();
    let user = ctx
        .block_ops(ctx.region(ctx.op(nested).regions()[0]).blocks()[0])
        .next()
        .unwrap();
    let reference = |n: &str| ctx.attr(user, n).unwrap();
    let mut symbols = SymbolTableCollection::new();
    let g = symbols
        .lookup_reference_in(&ctx, m, reference("r"))
        .expect("@inner::@g");
    assert_eq!(
        ctx.attr(g, "sym_name")
            .map(|a| drr::text::print_attribute(&ctx, a)),
        Some("\"g\"".into())
    );
    // `@g` is no symbol of the outer module, and a global is no table.
    assert_eq!(symbols.lookup_reference_in(&ctx, m, reference("top")), None);
    assert_eq!(symbols.lookup_reference_in(&ctx, m, reference("bad")), None);
    let inner = symbols.lookup_symbol_in(&ctx, m, "inner").expect("@inner");
    assert_eq!(symbols.lookup_symbol_in(&ctx, inner, "g"), Some(g));
    assert_eq!(
        SymbolTableCollection::nearest_symbol_table(&ctx, g),
        Some(inner)
    );
}
