//! ODS as dialects outside MLIR write it (CIRCT, Triton), after the README's
//! edits: a file that brings another dialect's record along (the dialect
//! whose types the ops use, as a pasted include), side-effect `Resource`
//! records, `list<Trait>` and `!listconcat` trait lists, `DefaultValuedAttr`
//! defaults of dense arrays in C++ array spellings, `TypesMatchWith` on an
//! optional operand with the comparator's presence guard written in Rust,
//! and `HasParent<"ModuleOp">`. The dialect is this test's own; the printed
//! defaults follow mlir-opt-22 (which fills `DefaultValuedAttr`s of
//! registered ops, `array<i64>` for an empty dense array).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `isWideInt`: a signless integer of at least 2 bits.
fn wide_int(ctx: &Context, t: drr::Type) -> bool {
    matches!(ctx.type_data(t), drr::TypeData::Integer { width, signedness: drr::Signedness::Signless } if *width >= 2)
}

/// A user trait of the `!listconcat`ed base list (accepts every op).
pub struct LayoutTrait;
impl drr::ods::NativeOpTrait for LayoutTrait {}

/// A trait with a C++ template argument (`ParamNativeOpTrait<"MaxOperands",
/// "2">`, as onnx-mlir's `OpVersionTrait<int>`): at most `N` operands.
pub struct MaxOperands<const N: usize>;
impl<const N: usize> drr::ods::NativeOpTrait for MaxOperands<N> {
    fn verify_trait(ctx: &Context, op: drr::OpId) -> Result<(), String> {
        let n = ctx.op(op).num_operands();
        if n <= N {
            Ok(())
        } else {
            Err(format!("takes at most {N} operands, got {n}"))
        }
    }
}

drr::ods! {
    // The dialect whose types the ops use, pasted along with its type
    // constraint: a name for `DialectType<…>` only.
    def Core_Dialect : Dialect {
      let name = "core";
      let cppNamespace = "::core";
    }
    def Core_WideInt : DialectType<Core_Dialect, CPred<wide_int>,
        "an integer of two or more bits", "::mlir::IntegerType">;

    def Logic_Dialect : Dialect {
      let name = "logic";
      let cppNamespace = "::logic";
      let dependentDialects = ["core::CoreDialect"];
    }
    def Logic_Memory : Resource<"::logic::Memory">;
    def Logic_Layout : NativeOpTrait<"LayoutTrait">;

    class Logic_Op<string mnemonic, list<Trait> traits = []> :
        Op<Logic_Dialect, mnemonic, !listconcat(traits, [Logic_Layout])>;

    def Logic_AndOp : Logic_Op<"and", [Pure, SameOperandsAndResultType]> {
      let arguments = (ins Core_WideInt:$lhs, Core_WideInt:$rhs);
      let results = (outs Core_WideInt:$result);
    }
    def Logic_StoreOp : Logic_Op<"store", [
        MemoryEffects<[MemWrite<Logic_Memory>]>,
        TypesMatchWith<"mask matches value", "value", "mask", "$_self",
                       |ctx: &::drr::Context, a: ::drr::Type, b: ::drr::Type| a == b>]> {
      let arguments = (ins Arg<Core_WideInt, "the stored value", [MemRead<Logic_Memory>]>:$value,
                           Optional<Core_WideInt>:$mask,
                           DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$dims,
                           DefaultValuedAttr<DenseI64ArrayAttr, "llvm::SmallVector<int64_t, 2>{4, -1}">:$tile);
    }
    def Logic_ModuleEndOp : Logic_Op<"module_end", [HasParent<"ModuleOp">, Terminator]>;

    // Records of the other dialect: its attribute (an `AttrDef` of
    // `Core_Dialect`, a constraint on `#core.…` text) and an interface
    // whose name ops list.
    def Core_SymAttr : AttrDef<Core_Dialect, "Sym"> { let mnemonic = "sym"; }
    def Core_Named : OpInterface<"NamedOpInterface"> {
      let cppNamespace = "::core";
      let description = "An op with a name.";
      let methods = [
        InterfaceMethod<"The name.", "::mlir::StringAttr", "getName">,
        StaticInterfaceMethod<"Its version.", "int", "version", (ins), "return 1;">
      ];
    }
    def Core_BoundedAttrInterface : AttrInterface<"BoundedAttrInterface"> {
      let cppNamespace = "::core";
      let methods = [InterfaceMethod<"The bounds.", "::llvm::ArrayRef<int64_t>", "getBounds">];
    }
    // Enum cases under `let cppNamespace = … in { … }` (a field of their
    // `Attr` base class), and an `EnumAttr` with the attribute's traits.
    let cppNamespace = "::logic" in {
      def Logic_Low : I32EnumAttrCase<"Low", 0, "low">;
      def Logic_High : I32EnumAttrCase<"High", 1, "high">;
      def Logic_LevelImpl : I32EnumAttr<"Level", "logic level", [Logic_Low, Logic_High]> {
        let genSpecializedAttr = 0;
      }
    }
    def Logic_LevelAttr : EnumAttr<Logic_Dialect, Logic_LevelImpl, "level", [TypedAttrInterface]>;
    def Logic_ConstOp : Logic_Op<"const", [Core_Named, DeclareOpInterfaceMethods<Core_Named, ["getName"]>]> {
      let arguments = (ins Logic_LevelAttr:$level, OptionalAttr<Core_SymAttr>:$sym);
      let results = (outs I1:$result);
    }

    // A documentation group (`OpDocGroup`, set with `let opDocGroup = … in`).
    def Logic_MiscGroup : OpDocGroup {
      let summary = "Miscellaneous ops";
      let description = "Ops documented together.";
    }

    // A trait class naming its Rust type with `let trait` (torch-mlir's
    // `TorchOpTrait`), an argument named `$self` (torch-mlir's
    // `prim.min.self_int`: the accessor is `self_`), and container types
    // that no op uses.
    class Logic_Trait<string name> : NativeOpTrait<""> {
      let trait = name;
      let cppNamespace = "::logic::OpTrait";
    }
    def Logic_NoOperands : Logic_Trait<"MaxOperands<0>">;
    def IsAnyPred : CPred<|_ctx: &::drr::Context, _t: ::drr::Type| true>;
    class Logic_ListOf<list<Type> allowed, string descr> :
        ContainerType<AnyTypeOf<allowed>, IsAnyPred,
                      |_ctx: &::drr::Context, t: ::drr::Type| Some(t), descr, "::ListType">;
    def Logic_BoolList : Logic_ListOf<[I1], "bool list">;
    def Logic_IntList : Logic_ListOf<[I1, I<4>], "int list">;
    def Logic_MinOp : Logic_Op<"min", [Pure]> {
      let arguments = (ins I<4>:$self);
      let results = (outs I<4>:$result);
    }
    def Logic_NoneOp : Logic_Op<"none", [Logic_NoOperands]> {
      let arguments = (ins Variadic<I<4>>:$inputs);
    }

    class MaxOperands<int n> : ParamNativeOpTrait<"MaxOperands", !cast<string>(n)>;
    let opDocGroup = Logic_MiscGroup in
    def Logic_PackOp : Logic_Op<"pack", [MaxOperands<2>]> {
      let arguments = (ins Variadic<AnyInteger>:$inputs);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    LogicDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i4\n  %1 = \"test.x\"() : () -> i1\n  %2 = \"test.x\"() : () -> i8\n{body}}}) : () -> ()\n"
    )
}

#[test]
fn dialect_type_of_the_other_dialect_record_constrains_operands() {
    let ok = module("  %3 = \"logic.and\"(%0, %0) : (i4, i4) -> i4\n");
    assert_eq!(check(&ok).unwrap(), ok);
    let bad = module("  %3 = \"logic.and\"(%1, %1) : (i1, i1) -> i1\n");
    assert_eq!(
        check(&bad).unwrap_err(),
        "'logic.and' op operand #0 must be an integer of two or more bits, but got 'i1'"
    );
    // The block's dialect is the one its ops name.
    let names: Vec<&str> = LogicDialect::OPS.iter().map(|d| d.name).collect();
    assert_eq!(
        names,
        [
            "logic.and",
            "logic.store",
            "logic.module_end",
            "logic.const",
            "logic.min",
            "logic.none",
            "logic.pack"
        ]
    );
}

#[test]
fn dense_array_defaults_in_cpp_array_spellings_are_filled_in() {
    let src = module("  \"logic.store\"(%0) : (i4) -> ()\n");
    assert_eq!(
        check(&src).unwrap(),
        module(
            "  \"logic.store\"(%0) <{dims = array<i32>, tile = array<i64: 4, -1>}> : (i4) -> ()\n"
        )
    );
}

#[test]
fn types_match_with_on_an_optional_operand_applies_when_it_is_there() {
    let absent =
        module("  \"logic.store\"(%0) <{dims = array<i32>, tile = array<i64>}> : (i4) -> ()\n");
    assert!(check(&absent).is_ok());
    let same = module(
        "  \"logic.store\"(%0, %0) <{dims = array<i32>, tile = array<i64>}> : (i4, i4) -> ()\n",
    );
    assert!(check(&same).is_ok());
    let other = module(
        "  \"logic.store\"(%0, %2) <{dims = array<i32>, tile = array<i64>}> : (i4, i8) -> ()\n",
    );
    assert_eq!(
        check(&other).unwrap_err(),
        "'logic.store' op failed to verify that mask matches value"
    );
}

#[test]
fn has_parent_module_op_is_the_builtin_module() {
    let ok = module("  \"logic.module_end\"() : () -> ()\n");
    assert!(check(&ok).is_ok());
    let nested =
        module("  \"test.region\"() ({\n    \"logic.module_end\"() : () -> ()\n  }) : () -> ()\n");
    assert_eq!(
        check(&nested).unwrap_err(),
        "'logic.module_end' op expects parent op 'builtin.module'"
    );
}

#[test]
fn param_native_op_trait_is_the_rust_type_with_its_arguments() {
    let ok = module("  \"logic.pack\"(%0, %1) : (i4, i1) -> ()\n");
    assert!(check(&ok).is_ok());
    let bad = module("  \"logic.pack\"(%0, %1, %2) : (i4, i1, i8) -> ()\n");
    assert_eq!(
        check(&bad).unwrap_err(),
        "'logic.pack' op takes at most 2 operands, got 3"
    );
}

#[test]
fn attribute_of_the_other_dialect_and_enum_attr_with_traits() {
    let ok = module(
        "  %3 = \"logic.const\"() <{level = #logic<level high>, sym = #core.sym<\"a\">}> : () -> i1\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    let bad = module(
        "  %3 = \"logic.const\"() <{level = #logic<level high>, sym = #hw.sym<\"a\">}> : () -> i1\n",
    );
    // An attribute of the wrong dialect does not convert to the
    // property's storage (mlir-opt's wording for a typed attribute).
    assert_eq!(
        check(&bad).unwrap_err(),
        "5:8: invalid properties {level = #logic<level high>, sym = #hw.sym<\"a\">} for op logic.const: Invalid attribute `sym` in property conversion: #hw.sym<\"a\">"
    );
}

#[test]
fn trait_named_by_let_trait_and_self_argument() {
    // `$self`'s accessor is `self_` (`self` cannot be a raw identifier).
    let accessor: fn(Logic_MinOp, &Context) -> drr::Value = Logic_MinOp::self_;
    let _ = accessor;
    let ok = module("  %3 = \"logic.min\"(%0) : (i4) -> i4\n");
    assert!(check(&ok).is_ok());
    let none = module("  \"logic.none\"() : () -> ()\n");
    assert!(check(&none).is_ok());
    let one = module("  \"logic.none\"(%0) : (i4) -> ()\n");
    assert_eq!(
        check(&one).unwrap_err(),
        "'logic.none' op takes at most 0 operands, got 1"
    );
    // The container types no op uses are generated all the same.
    assert_eq!(
        <Logic_BoolList as drr::ods::TypeConstraint>::summary(),
        "bool list of 1-bit signless integer values"
    );
}
