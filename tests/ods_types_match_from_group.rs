//! `TypesMatchWith` whose left-hand side is a variadic group and whose
//! right-hand side is one value, as torch-mlir's `prim.TupleConstruct`
//! declares `TypesMatchWith<"contained types correspond to operand types",
//! "elements", "result", "Torch::TupleType::get($_ctxt,
//! llvm::to_vector<6>($_self))", "isValidSubtype">`: C++'s `$_self` is the
//! group's type range, the transformer makes one type of it (here a Rust
//! `TypeListTransform` returning one type) and the comparator compares it
//! with the result's type.

use drr::ods::TypeCx;
use drr::text::parse_module;
use drr::{Context, Type, TypeData};

/// `!tu.tuple<T1, T2, …>` of the operand types.
pub fn tuple_of(cx: &mut TypeCx<'_>, elems: &[Type]) -> Option<Vec<Type>> {
    let parts: Vec<String> = elems
        .iter()
        .map(|t| drr::ods::type_to_string(cx.ctx(), *t))
        .collect();
    let text = format!("!tu.tuple<{}>", parts.join(", "));
    Some(vec![cx.get(TypeData::Opaque(text.into()))?])
}

/// A comparator of the user's: here, equality.
pub fn same(_: &Context, a: Type, b: Type) -> bool {
    a == b
}

drr::ods! {
    def Tu_Dialect : Dialect { let name = "tu"; }
    def Tu_TupleConstructOp : Op<Tu_Dialect, "tuple_construct", [
        TypesMatchWith<"contained types correspond to operand types",
                       "elements", "result", crate::tuple_of, crate::same>]> {
        let arguments = (ins Variadic<AnyType>:$elements);
        let results = (outs AnyType:$result);
    }
}

fn verify(op: &str, args: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    TuDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (i32, f32) -> (), sym_name = \"f\"}}> ({{\n  ^bb0({args}):\n    {op}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn the_group_makes_one_type() {
    let args = "%a: i32, %b: f32";
    verify(
        "%0 = \"tu.tuple_construct\"(%a, %b) : (i32, f32) -> !tu.tuple<i32, f32>",
        args,
    )
    .unwrap();
    verify("%0 = \"tu.tuple_construct\"() : () -> !tu.tuple<>", args).unwrap();
    assert_eq!(
        verify(
            "%0 = \"tu.tuple_construct\"(%b, %a) : (f32, i32) -> !tu.tuple<i32, f32>",
            args,
        )
        .unwrap_err(),
        "'tu.tuple_construct' op failed to verify that contained types correspond to operand types"
    );
}
