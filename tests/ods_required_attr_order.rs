//! The order of an op's attribute checks, as mlir-tblgen-22 generates
//! `verifyInvariantsImpl`: first the presence of every required attribute
//! (neither optional nor default-valued), in the order of their names,
//! then each attribute's constraint in declaration order. Found on MLIR
//! 22's `tosa.rescale` (`BoolAttr:$scale32, Tosa_RoundingModeAttr:
//! $rounding_mode, …`): without both, mlir-opt-22 says `requires attribute
//! 'rounding_mode'`; drr checked presence and constraint attribute by
//! attribute in declaration order and said `'scale32'`.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    dialect ao;
    def AOp : Op<"a"> {
        let arguments = (ins
            BoolAttr:$zeta,
            I32Attr:$alpha,
            OptionalAttr<I64Attr>:$beta,
            DefaultValuedAttr<I32Attr, "3">:$gamma,
            UnitAttr:$unit,
            BoolAttr:$mid
        );
    }
}

fn first_error(body: &str) -> String {
    let src = format!(
        "\"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n  {body}\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    AoDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => "verified".into(),
        Err(e) => e[0].message.clone(),
    }
}

#[test]
fn missing_required_attributes_are_reported_in_name_order() {
    assert_eq!(
        first_error("\"ao.a\"() : () -> ()"),
        "'ao.a' op requires attribute 'alpha'"
    );
    assert_eq!(
        first_error("\"ao.a\"() <{alpha = 1 : i32}> : () -> ()"),
        "'ao.a' op requires attribute 'mid'"
    );
    assert_eq!(
        first_error("\"ao.a\"() <{alpha = 1 : i32, mid = true}> : () -> ()"),
        "'ao.a' op requires attribute 'zeta'"
    );
}

#[test]
fn a_missing_attribute_comes_before_a_failed_constraint() {
    // `alpha` (declared before `mid`) fails its constraint, `mid` is
    // missing: the presence checks run first.
    assert_eq!(
        first_error("\"ao.a\"() <{alpha = 1 : i64, zeta = true}> : () -> ()"),
        "'ao.a' op requires attribute 'mid'"
    );
    // All present: the constraints in declaration order (`zeta`'s
    // constraint holds, then `alpha`'s fails before `beta`'s).
    assert_eq!(
        first_error(
            "\"ao.a\"() <{alpha = 1 : i64, beta = 2 : i32, mid = true, zeta = true}> : () -> ()"
        ),
        "'ao.a' op attribute 'alpha' failed to satisfy constraint: 32-bit signless integer attribute"
    );
    assert_eq!(
        first_error(
            "\"ao.a\"() <{alpha = 1 : i32, beta = 2 : i32, mid = true, zeta = true}> : () -> ()"
        ),
        "'ao.a' op attribute 'beta' failed to satisfy constraint: 64-bit signless integer attribute"
    );
}

#[test]
fn optional_and_default_valued_attributes_need_no_presence() {
    assert_eq!(
        first_error("\"ao.a\"() <{alpha = 1 : i32, mid = false, zeta = true}> : () -> ()"),
        "verified"
    );
}
