//! A class deriving from a library generic and `BuildableType<…>`, as
//! MLIR's `PDLTypes.td` writes `class PDL_RangeOf<Type positionalType> :
//! ContainerType<AnyTypeOf<[positionalType]>, PDL_Range.predicate, …,
//! "range">, BuildableType<…>`: the generic's check and summary (computed
//! at run time, `range of … values`), the class's builder, whose closure
//! names the template argument (a record of the block, `PDL_Type`, as its
//! Rust type). `PDL_Range.predicate` is the `TypeDef`'s check. An instance
//! whose element has no builder (`PDL_RangeOf<PDL_AnyType>`, a `Type`
//! without one, or `AnyTypeOf<[…]>`) is not buildable, as its C++ builder
//! in ODS is never compiled. The message is mlir-opt-22's for `pdl.types`.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

/// `::llvm::isa<::mlir::pdl::PDLType>($_self)`.
pub fn is_pdl_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Opaque(s) if s.starts_with("!pdl."))
}

/// `::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType()`.
pub fn range_element(ctx: &Context, t: Type) -> Option<Type> {
    let TypeData::Opaque(s) = ctx.type_data(t) else {
        return None;
    };
    let inner = s.strip_prefix("!pdl.range<")?.strip_suffix('>')?;
    ctx.lookup_type(&TypeData::Opaque(format!("!pdl.{inner}").into()))
}

/// `!pdl.range<T>` of `!pdl.T`.
pub fn range_of(ctx: &mut Context, e: Type) -> Type {
    let text = drr::text::print_type(ctx, e);
    let t = format!("!pdl.range<{}>", text.trim_start_matches("!pdl."));
    ctx.intern_type(TypeData::Opaque(t.into()))
}

drr::ods! {
    def PDL_Dialect : Dialect { let name = "pdl"; }

    class PDL_Type<string name, string typeMnemonic>
        : TypeDef<PDL_Dialect, name, [], "::mlir::pdl::PDLType"> {
      let mnemonic = typeMnemonic;
    }
    def PDL_Range : PDL_Type<"Range", "range"> {
      let summary = "PDL handle to a range of a given sub-type";
      let parameters = (ins "Type":$elementType);
    }
    def PDL_Type : PDL_Type<"Type", "type"> {
      let summary = "PDL handle to an `mlir::Type`";
    }
    def PDL_Value : PDL_Type<"Value", "value"> {
      let summary = "PDL handle for an `mlir::Value`";
    }
    def PDL_AnyType : Type<CPred<crate::is_pdl_type>, "pdl type", "::mlir::pdl::PDLType">;

    class PDL_RangeOf<Type positionalType> :
      ContainerType<AnyTypeOf<[positionalType]>, PDL_Range.predicate,
                    crate::range_element, "range", "::mlir::pdl::RangeType">,
        BuildableType<|ctx: &mut drr::Context| -> drr::Type {
            let e = <positionalType as ::drr::ods::BuildableType>::build_type(ctx);
            crate::range_of(ctx, e)
        }>;

    def PDL_TypesOp : Op<PDL_Dialect, "types"> {
      let arguments = (ins OptionalAttr<TypeArrayAttr>:$constantTypes);
      let results = (outs PDL_RangeOf<PDL_Type>:$result);
    }
    def PDL_AnyRangeOp : Op<PDL_Dialect, "any_range"> {
      let arguments = (ins PDL_RangeOf<PDL_AnyType>:$a);
      let results = (outs PDL_RangeOf<AnyTypeOf<[PDL_Type, PDL_Value]>>:$result);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    PdlDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(ty: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: !pdl.type, %arg1: !pdl.value, %arg2: !pdl.range<value>):\n    %0 = \"pdl.types\"() : () -> {ty}\n    %1 = \"pdl.any_range\"(%arg2) : (!pdl.range<value>) -> !pdl.range<value>\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn the_generic_checks_with_its_summary() {
    let ok = module("!pdl.range<type>");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("!pdl.range<value>")).unwrap_err(),
        "'pdl.types' op result #0 must be range of PDL handle to an `mlir::Type` values, but got '!pdl.range<value>'"
    );
    // `PDL_Range.predicate`: not a range at all.
    assert_eq!(
        check(&module("!pdl.type")).unwrap_err(),
        "'pdl.types' op result #0 must be range of PDL handle to an `mlir::Type` values, but got '!pdl.type'"
    );
}

#[test]
fn the_class_builds_its_type() {
    let mut ctx = Context::new();
    PdlDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = PDL_TypesOp::build_inferred(&mut ctx, loc, None).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0 = \"pdl.types\"() : () -> !pdl.range<type>"
    );
}

/// A range of a type the input never names (`!pdl.range<type>` alone, no
/// `!pdl.type`): MLIR's parser creates the element type as it reads the
/// range; here registering the dialect created its parameterless types,
/// which the element type call (a lookup, in the verifier) finds.
#[test]
fn a_range_of_a_type_never_written_verifies() {
    let src =
        "\"builtin.module\"() ({\n  %0 = \"pdl.types\"() : () -> !pdl.range<type>\n}) : () -> ()\n";
    assert_eq!(check(src).unwrap(), src);
}
