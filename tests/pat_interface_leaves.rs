//! Attribute and type interface records as leaves of source patterns. In
//! ODS an interface record is also a constraint (`isa<Name>`, summary
//! `"Name instance"`), so DRR files constrain arguments with them (Pylir's
//! `PylirPyPatterns.td`: `IntAttrInterface:$first`, the record defined in
//! another file). The record's string names the Rust type implementing
//! `drr::ods::AttrInterface` / `TypeInterface`: a leaf naming that type
//! (the usual `def X : AttrInterface<"X">`, read from another block) tests
//! the attribute or the operand's type with it, and a leaf naming an
//! interface record the pattern block defines or reads (whatever its
//! string) becomes a constraint calling the string's type (a Rust-path
//! string, `"crate::Name"`, makes the record that constraint itself, as in
//! `ods!`). Before, such a
//! leaf was rustc's "expected type, found macro" or "`X` is not an
//! attribute constraint".

mod common;
use drr::rewrite::RewritePatternSet;
use drr::{AttrData, Attribute, Context, Type, TypeData};

/// The interfaces file (no op of it uses them: no constraint is generated).
pub mod ifaces {
    drr::ods! {
        include "mlir/IR/OpBase.td"
        def IntAttrInterface : AttrInterface<"IntAttrInterface"> {
            let cppNamespace = "::lf";
        }
        def ShapedLike : TypeInterface<"ShapedLike"> {
            let cppNamespace = "::lf";
        }
    }
}

/// Integer attributes implement `IntAttrInterface`.
pub struct IntAttrInterface;
impl drr::ods::AttrInterface for IntAttrInterface {
    fn isa(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Integer { .. })
    }
}

/// Tensors and vectors implement `ShapedLike`.
pub struct ShapedLike;
impl drr::ods::TypeInterface for ShapedLike {
    fn isa(ctx: &Context, t: Type) -> bool {
        matches!(
            ctx.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::Vector { .. }
        )
    }
}

/// String attributes: the Rust type of an interface record whose name
/// differs.
pub struct StringAttrs;
impl drr::ods::AttrInterface for StringAttrs {
    fn isa(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::String { .. })
    }
}

pub mod ops {
    use super::{IntAttrInterface, ShapedLike, StringAttrs};

    drr::ods! {
        def Lf_Dialect : Dialect { let name = "lf"; }
        def Lf_AOp : Op<Lf_Dialect, "a"> {
            let arguments = (ins AnyAttr:$v, AnyType:$x);
            let results = (outs AnyType:$r);
        }
        def Lf_BOp : Op<Lf_Dialect, "b"> {
            let arguments = (ins AnyAttr:$v, AnyType:$x);
            let results = (outs AnyType:$r);
        }
        def Lf_COp : Op<Lf_Dialect, "c"> {
            let arguments = (ins AnyType:$x);
            let results = (outs AnyType:$r);
        }
        def Lf_EOp : Op<Lf_Dialect, "e"> {
            let arguments = (ins AnyAttr:$v, AnyType:$x);
            let results = (outs AnyType:$r);
        }
        def Lf_DOp : Op<Lf_Dialect, "d"> {
            let arguments = (ins AnyType:$x);
            let results = (outs AnyType:$r);
        }
    }

    drr::patterns! {
        include "ifaces.td"
        include "ops.td"
        // Defined here, its string another name than the record's.
        def Lf_Named : AttrInterface<"StringAttrs">;
        // Its string a Rust path: the record names the Rust type itself.
        def Lf_PathNamed : AttrInterface<"crate::StringAttrs">;
        def PathNamedToB : Pat<(Lf_EOp Lf_PathNamed:$v, $x), (Lf_BOp $v, $x)>;
        def IntToB : Pat<(Lf_AOp IntAttrInterface:$v, $x), (Lf_BOp $v, $x)>;
        def NamedToB : Pat<(Lf_AOp Lf_Named:$v, $x), (Lf_BOp $v, $x)>;
        def ShapedToD : Pat<(Lf_COp ShapedLike:$x), (Lf_DOp $x)>;
    }
}

#[test]
fn interface_leaves_test_with_the_rust_types() {
    let input = common::module(
        "%arg0: i32, %arg1: tensor<2xi8>",
        concat!(
            "    %0 = \"lf.a\"(%arg0) <{v = 1 : i32}> : (i32) -> i32\n",
            "    %1 = \"lf.a\"(%arg0) <{v = \"s\"}> : (i32) -> i32\n",
            "    %2 = \"lf.a\"(%arg0) <{v = 1.000000e+00 : f32}> : (i32) -> i32\n",
            "    %3 = \"lf.c\"(%arg1) : (tensor<2xi8>) -> i32\n",
            "    %4 = \"lf.c\"(%arg0) : (i32) -> i32\n",
            "    %5 = \"lf.e\"(%arg0) <{v = \"t\"}> : (i32) -> i32\n",
            "    %6 = \"lf.e\"(%arg0) <{v = 2 : i32}> : (i32) -> i32\n",
        ),
    );
    let mut patterns = RewritePatternSet::new();
    ops::populate_with_generated(&mut patterns);
    let out = common::run(ops::LfDialect::register, &input, patterns, false);
    // The integer and the string attribute match; the float matches neither
    // interface. The tensor operand matches `ShapedLike`, the `i32` not.
    let expected = input
        .replace(
            "%0 = \"lf.a\"(%arg0) <{v = 1 : i32}>",
            "%0 = \"lf.b\"(%arg0) <{v = 1 : i32}>",
        )
        .replace(
            "%1 = \"lf.a\"(%arg0) <{v = \"s\"}>",
            "%1 = \"lf.b\"(%arg0) <{v = \"s\"}>",
        )
        .replace("%3 = \"lf.c\"(%arg1)", "%3 = \"lf.d\"(%arg1)")
        .replace("%5 = \"lf.e\"", "%5 = \"lf.b\"");
    assert_eq!(out, expected);
}

#[test]
fn a_failed_interface_leaf_says_odss_summary() {
    let input = common::module(
        "%arg0: i32",
        "    %0 = \"lf.a\"(%arg0) <{v = 1.000000e+00 : f32}> : (i32) -> i32\n    %1 = \"lf.c\"(%arg0) : (i32) -> i32\n",
    );
    let mut patterns = RewritePatternSet::new();
    ops::populate_with_generated(&mut patterns);
    let config = drr::rewrite::GreedyConfig {
        explain: true,
        ..drr::rewrite::GreedyConfig::default()
    };
    let (out, result) =
        common::run_with(ops::LfDialect::register, &input, patterns, false, &config);
    assert_eq!(out, input);
    let reasons: Vec<String> = result
        .explain
        .iter()
        .flat_map(|e| &e.attempts)
        .filter_map(|a| a.result.as_ref().err().map(|f| f.reason().to_owned()))
        .collect();
    for expected in [
        "op 'lf.a' attribute 'v' failed to satisfy constraint: 'IntAttrInterface instance'",
        "op 'lf.a' attribute 'v' failed to satisfy constraint: 'StringAttrs instance'",
        "operand 0 of op 'lf.c' failed to satisfy constraint: 'ShapedLike instance'",
    ] {
        assert!(
            reasons.iter().any(|r| r == expected),
            "{expected}: {reasons:?}"
        );
    }
}
