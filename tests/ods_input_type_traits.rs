//! `OpBase.td`'s `InputMatchesTypes<names, types>` and
//! `InputAddressIsCombinationOf<names, combinations, description>`: each
//! named argument's type satisfies its type constraint, for the one list
//! (or for any of the combinations). The `mapa` op copies NVVM's
//! `nvvm.mapa`, whose messages were recorded from mlir-opt-22 (its pointer
//! types stand in for LLVM's `!llvm.ptr<N>`: here integers of a width).

use drr::text::parse_module;
use drr::{Context, Type, TypeData};

fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

drr::ods! {
    def It_Dialect : Dialect { let name = "it"; }

    class It_Width<int w> : Type<CPred<|ctx: &drr::Context, t: drr::Type| crate::width(ctx, t) == Some(w as u32)>,
                                "pointer in address space " # w>;
    def It_Generic : It_Width<8>;
    def It_Shared : It_Width<3>;
    def It_SharedCluster : It_Width<7>;

    def It_MapaOp : Op<It_Dialect, "mapa", [
        InputAddressIsCombinationOf<["a", "res"],
          [[It_Shared, It_SharedCluster], [It_Generic, It_Generic]],
          "Valid address-space check(or mapping) for mapa Op">]> {
      let arguments = (ins AnyTypeOf<[It_Generic, It_Shared]>:$a);
      let results = (outs AnyTypeOf<[It_Generic, It_SharedCluster]>:$res);
    }
    def It_PairOp : Op<It_Dialect, "pair", [
        InputAddressIsCombinationOf<["a", "b"], [[I32, F32], [F32, I32]]>]> {
      let arguments = (ins AnyType:$a, AnyType:$b);
    }
    def It_ExactOp : Op<It_Dialect, "exact", [InputMatchesTypes<["x", "y"], [I16, F16]>]> {
      let arguments = (ins AnyType:$x, AnyType:$y);
    }
}

fn verify(body: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    ItDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, body, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())
}

fn op(name: &str, operands: &[&str], result: Option<&str>) -> String {
    let mut s = String::new();
    for (k, t) in operands.iter().enumerate() {
        s.push_str(&format!("%v{k} = \"test.v\"() : () -> {t}\n"));
    }
    let names: Vec<String> = (0..operands.len()).map(|k| format!("%v{k}")).collect();
    let res = result.map_or(String::new(), |_| "%r = ".to_string());
    s.push_str(&format!(
        "{res}\"it.{name}\"({}) : ({}) -> {}\n",
        names.join(", "),
        operands.join(", "),
        result.map_or("()".to_string(), str::to_string)
    ));
    s
}

#[test]
fn one_of_the_combinations_of_argument_types() {
    assert_eq!(verify(&op("mapa", &["i3"], Some("i7"))), Ok(()));
    assert_eq!(verify(&op("mapa", &["i8"], Some("i8"))), Ok(()));
    assert_eq!(
        verify(&op("mapa", &["i3"], Some("i8"))),
        Err(
            "'it.mapa' op failed to verify that Valid address-space check(or mapping) for mapa Op"
                .to_string()
        )
    );
    assert_eq!(verify(&op("pair", &["f32", "i32"], None)), Ok(()));
    assert_eq!(
        verify(&op("pair", &["i32", "i32"], None)),
        Err("'it.pair' op failed to verify that operands {a, b} match one of the allowed type combinations".to_string())
    );
}

#[test]
fn each_argument_of_its_type() {
    assert_eq!(verify(&op("exact", &["i16", "f16"], None)), Ok(()));
    assert_eq!(
        verify(&op("exact", &["i16", "f32"], None)),
        Err("'it.exact' op failed to verify that operands {x, y} match expected types".to_string())
    );
}
