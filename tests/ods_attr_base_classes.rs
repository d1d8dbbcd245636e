//! Records of ODS's attribute base classes whose C++ fields fix the
//! storage class and the constant builder (`CommonAttrConstraints.td`):
//! `StringBasedAttr` stores `::mlir::StringAttr` and builds constants with
//! `$_builder.getStringAttr($0)`, so a `DefaultValuedAttr` of such a record
//! (tpu-mlir's `AnyStrAttrOf<[…]>` modes) has its string default, and the
//! parser casts `<{…}>`'s attribute to the storage class; `ArrayAttrBase`
//! stores `::mlir::ArrayAttr`.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context};

pub fn one_of(ctx: &Context, a: Attribute, cases: &[&str]) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { value, .. } if cases.iter().any(|c| c.as_bytes() == &**value))
}

drr::ods! {
    def Ab_Dialect : Dialect { let name = "ab"; }
    class AnyStrAttrOf<list<string> cases> : StringBasedAttr<
      CPred<|ctx: &drr::Context, a: drr::Attribute| crate::one_of(ctx, a, cases)>,
      "string attribute whose value is " #
        !foldl(!head(cases), !tail(cases), prev, cur, prev # ", or " # cur)>;
    def RoundModeAttr : AnyStrAttrOf<["HalfAwayFromZero", "HalfUp"]>;
    def PairAttr : ArrayAttrBase<CPred<|ctx: &drr::Context, a: drr::Attribute|
        matches!(ctx.attr_data(a), AttrData::Array(v) if v.len() == 2)>, "pair">;
    def Ab_CastOp : Op<Ab_Dialect, "cast"> {
        let arguments = (ins DefaultValuedAttr<RoundModeAttr, "\"HalfAwayFromZero\"">:$round_mode,
                             OptionalAttr<PairAttr>:$pair);
    }
}

fn run(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    AbDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n  {op} : () -> ()\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    Ok(out.lines().nth(1).unwrap().trim().to_string())
}

#[test]
fn string_based_attr_default_and_storage() {
    assert_eq!(
        run("\"ab.cast\"()").unwrap(),
        "\"ab.cast\"() <{round_mode = \"HalfAwayFromZero\"}> : () -> ()"
    );
    assert_eq!(
        run("\"ab.cast\"() <{round_mode = \"Down\"}>").unwrap_err(),
        "'ab.cast' op attribute 'round_mode' failed to satisfy constraint: string attribute whose value is HalfAwayFromZero, or HalfUp"
    );
    assert_eq!(
        run("\"ab.cast\"() <{round_mode = 1 : i32}>").unwrap_err(),
        "2:3: invalid properties {round_mode = 1 : i32} for op ab.cast: Invalid attribute `round_mode` in property conversion: 1 : i32"
    );
    let mut ctx = Context::new();
    AbDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, "\"builtin.module\"() ({\n  \"ab.cast\"() <{round_mode = \"HalfUp\"}> : () -> ()\n}) : () -> ()\n", "in.mlir").unwrap();
    let op = Ab_CastOp::from_op(&ctx, ctx.nested_ops_pre_order(m)[0]).unwrap();
    let mode: drr::ods::storage::StringAttr = op.round_mode(&mut ctx);
    assert_eq!(mode.value(&ctx), Some("HalfUp"));
}

#[test]
fn array_attr_base_storage() {
    assert_eq!(
        run("\"ab.cast\"() <{pair = [1, 2]}>").unwrap(),
        "\"ab.cast\"() <{pair = [1, 2], round_mode = \"HalfAwayFromZero\"}> : () -> ()"
    );
    assert_eq!(
        run("\"ab.cast\"() <{pair = \"x\"}>").unwrap_err(),
        "2:3: invalid properties {pair = \"x\"} for op ab.cast: Invalid attribute `pair` in property conversion: \"x\""
    );
}
