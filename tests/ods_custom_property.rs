//! Custom `Property<"storage", "description">` records (MLIR 22's
//! `Properties.td`): a property stored as a C++ integer, `bool` or string
//! is held in the attribute form MLIR's default `convertToAttribute` gives
//! that type (the same as `IntProp`, `BoolProp`, `StringProp`, whose forms
//! and messages `tests/ods_properties.rs` recorded from `mlir-opt-22`),
//! with its description as its summary, its `let defaultValue`, and the
//! C++ of its storage, hashing, bytecode and custom syntax accepted (none
//! changes the generic form). An integer vector (`::llvm::SmallVector<int64_t>`)
//! is what `IntArrayProp<I64Prop>` is in `Properties.td` (that storage with
//! the default conversions): a dense array, with the forms and messages
//! `tests/ods_array_properties.rs` recorded from `mlir-opt-22`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Cp_Dialect : Dialect { let name = "cp"; }

    def CountProp : Property<"int64_t", "a count"> {
        let defaultValue = "1";
        let printer = "$_printer << $_storage";
        let hashProperty = "llvm::hash_value($_storage)";
        let writeToMlirBytecode = "$_writer.writeVarInt($_storage);";
    }
    def NameProp : Property<"std::string", "a name", "::llvm::StringRef"> {
        let convertFromStorage = "::llvm::StringRef{$_storage}";
        let assignToStorage = "$_storage = $_value.str()";
    }
    def FlagProp : Property<"bool", "a flag">;
    def PositiveCount : ConfinedProp<CountProp, CPred<|_ctx, v: i64| v > 0>>;

    def Cp_TaggedOp : Op<Cp_Dialect, "tagged"> {
        let arguments = (ins CountProp:$count, NameProp:$name, FlagProp:$flag,
                             Property<"uint8_t">:$small, PositiveCount:$positive);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    CpDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n")
}

#[test]
fn defaults_and_storage_forms() {
    // Every property present after parsing: the record's default, the
    // storage types' zero values.
    assert_eq!(
        check(&module(
            "  \"cp.tagged\"() <{positive = 2 : i64}> : () -> ()\n"
        ))
        .unwrap(),
        module(
            "  \"cp.tagged\"() <{count = 1 : i64, flag = false, name = \"\", positive = 2 : i64, small = 0 : i8}> : () -> ()\n"
        )
    );
    let full = module(
        "  \"cp.tagged\"() <{count = 5 : i64, flag = true, name = \"n\", positive = 3 : i64, small = 7 : i8}> : () -> ()\n",
    );
    assert_eq!(check(&full).unwrap(), full);
}

#[test]
fn conversion_errors_are_the_storage_kind_s() {
    assert_eq!(
        check(&module("  \"cp.tagged\"() <{name = 3 : i64}> : () -> ()\n")).unwrap_err(),
        "2:3: invalid properties {name = 3 : i64} for op cp.tagged: expected string property to come from string attribute"
    );
    assert_eq!(
        check(&module("  \"cp.tagged\"() <{count = \"x\"}> : () -> ()\n")).unwrap_err(),
        "2:3: invalid properties {count = \"x\"} for op cp.tagged: expected IntegerAttr for key `value`"
    );
}

#[test]
fn description_is_the_summary() {
    // `ConfinedProp` without a summary takes the custom property's.
    assert_eq!(
        check(&module(
            "  \"cp.tagged\"() <{positive = 0 : i64}> : () -> ()\n"
        ))
        .unwrap_err(),
        "'cp.tagged' op property 'positive' failed to satisfy constraint: a count"
    );
}

#[test]
fn rust_values() {
    let mut ctx = Context::new();
    CpDialect::register(&mut ctx);
    let src = module(
        "  \"cp.tagged\"() <{count = 5 : i64, flag = true, name = \"n\", positive = 3 : i64, small = 7 : i8}> : () -> ()\n",
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let op = ctx.nested_ops_pre_order(m)[0];
    let t = Cp_TaggedOp::from_op(&ctx, op).expect("cp.tagged");
    assert_eq!(t.count(&ctx), 5i64);
    assert_eq!(t.name(&ctx), "n");
    assert!(t.flag(&ctx));
    assert_eq!(t.small(&ctx), 7u8);
}

/// Integer vectors: the storage of MLIR's `IntArrayProp`.
mod vectors {
    drr::ods! {
        def Cpv_Dialect : Dialect { let name = "cpv"; }
        def DimsProp : Property<"::llvm::SmallVector<int64_t>", "a list of dimensions",
                                "::llvm::ArrayRef<int64_t>">;
        def Cpv_DimsOp : Op<Cpv_Dialect, "dims"> {
            let arguments = (ins DimsProp:$dims,
                                 Property<"llvm::SmallVector<int32_t, 4>">:$small);
        }
    }
}

fn check_vectors(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    vectors::CpvDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn integer_vectors_are_dense_arrays() {
    assert_eq!(
        check_vectors(&module("  \"cpv.dims\"() : () -> ()\n")).unwrap(),
        module("  \"cpv.dims\"() <{dims = array<i64>, small = array<i32>}> : () -> ()\n")
    );
    let full =
        module("  \"cpv.dims\"() <{dims = array<i64: 1, -2>, small = array<i32: 3>}> : () -> ()\n");
    assert_eq!(check_vectors(&full).unwrap(), full);
    assert_eq!(
        check_vectors(&module("  \"cpv.dims\"() <{dims = [1]}> : () -> ()\n")).unwrap_err(),
        "2:3: invalid properties {dims = [1]} for op cpv.dims: expected DenseI64ArrayAttr for key `value`"
    );
    assert_eq!(
        check_vectors(&module(
            "  \"cpv.dims\"() <{small = array<i64: 1>}> : () -> ()\n"
        ))
        .unwrap_err(),
        "2:3: invalid properties {small = array<i64: 1>} for op cpv.dims: expected DenseI32ArrayAttr for key `value`"
    );
    let mut ctx = Context::new();
    vectors::CpvDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = vectors::Cpv_DimsOp::build_with(&mut ctx, loc, vec![4i64, 5], vec![6i32]);
    let op = ctx.create_op(st).unwrap();
    let v = vectors::Cpv_DimsOp::from_op(&ctx, op).unwrap();
    assert_eq!(v.dims(&ctx), vec![4, 5]);
    assert_eq!(v.small(&ctx), vec![6]);
}
