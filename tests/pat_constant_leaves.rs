//! Constant leaves of patterns (`ConstantAttr`, `ConstantStrAttr`,
//! `ConstantEnumCase`): `UnitAttr`'s false constant, which ODS builds as
//! the null attribute (`(($0) ? getUnitAttr() : nullptr)`), and the
//! match-failure text of an inline constant, which mlir-tblgen words as
//! any attribute constraint's (`op '…' attribute '…' failed to satisfy
//! constraint: 'constant attribute …'`, the summary `ConstantAttr` gives
//! itself in `CommonAttrConstraints.td`); `ConstF32Attr<"v">`, that
//! file's `ConstantAttr<F32Attr, "v">`, matched and built; constants
//! among a leaf's `AllAttrOf<[…]>` members (mlir-tblgen-22 compiles them
//! into the one predicate, `$_self == ` the constant, summarized
//! `32-bit signless integer attribute and constant attribute 3`).

mod common;
use common::{module, run, run_with, set};

use drr::Context;
use drr::rewrite::GreedyConfig;

drr::ods! {
    dialect test;

    def Rounding : I32EnumAttr<"RoundingMode", "rounding", [
        I32EnumAttrCase<"up", 0>, I32EnumAttrCase<"down", 1>
    ]>;
    def FlagOp : Op<"flag"> {
        let arguments = (ins AnyType:$x, UnitAttr:$fast, I32Attr:$k, Rounding:$mode);
        let results = (outs AnyType:$out);
    }
    def SlowOp : Op<"slow"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
    def AnyOp : Op<"any"> {
        let arguments = (ins AnyType:$x, AnyAttr:$v);
        let results = (outs AnyType:$out);
    }
    def ScaleOp : Op<"scale"> {
        let arguments = (ins AnyType:$x, F32Attr:$f);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    def HalfToQuarter : Pat<(ScaleOp $x, ConstF32Attr<"0.5">), (ScaleOp $x, ConstF32Attr<"0.25">)>;
}

fn reg(ctx: &mut Context) {
    TestDialect::register(ctx);
}

fn flag(props: &str) -> String {
    module(
        "%arg0: i32",
        &format!(
            "    %0 = \"test.flag\"(%arg0) <{{{props}}}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n"
        ),
    )
}

#[test]
fn unit_attr_false_constant_builds_no_attribute() {
    // Dropping the flag: `ConstantAttr<UnitAttr, "false">` leaves `fast`
    // absent (it was built present).
    let p = drr::pat!(
        (FlagOp $x, ConstantAttr<UnitAttr, "true">, $k, $m),
        (FlagOp $x, ConstantAttr<UnitAttr, "false">, $k, $m)
    );
    assert_eq!(
        run(
            reg,
            &flag("fast, k = 1 : i32, mode = 0 : i32"),
            set(p),
            false
        ),
        flag("k = 1 : i32, mode = 0 : i32")
    );
}

#[test]
fn unit_attr_false_constant_matches_an_absent_attribute() {
    let p = drr::pat!(
        (FlagOp $x, ConstantAttr<UnitAttr, "false">, $_, $_),
        (SlowOp $x)
    );
    let slow = module(
        "%arg0: i32",
        "    %0 = \"test.slow\"(%arg0) : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    assert_eq!(
        run(reg, &flag("k = 1 : i32, mode = 0 : i32"), set(p), false),
        slow
    );
    // With the flag set, it does not match.
    let p = drr::pat!(
        (FlagOp $x, ConstantAttr<UnitAttr, "0">, $_, $_),
        (SlowOp $x)
    );
    let src = flag("fast, k = 1 : i32, mode = 0 : i32");
    assert_eq!(run(reg, &src, set(p), false), src);
}

/// The reasons the one pattern of `p` failed with on `test.flag`.
fn reasons(p: impl drr::rewrite::RewritePattern + 'static, src: &str) -> Vec<String> {
    reasons_on("test.flag", p, src)
}

/// The reasons the one pattern of `p` failed with on the `op` ops of `src`.
fn reasons_on(op: &str, p: impl drr::rewrite::RewritePattern + 'static, src: &str) -> Vec<String> {
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (_, result) = run_with(reg, src, set(p), false, &config);
    result
        .explain
        .iter()
        .filter(|e| e.op_name == op)
        .flat_map(|e| &e.attempts)
        .filter_map(|a| a.result.as_ref().err().map(|f| f.reason().to_owned()))
        .collect()
}

#[test]
fn inline_constant_mismatch_names_the_op_and_attribute() {
    let src = flag("k = 1 : i32, mode = 0 : i32");
    let p = drr::pat!((FlagOp $x, $_, ConstantAttr<I32Attr, "5">, $_), (SlowOp $x));
    assert_eq!(
        reasons(p, &src),
        ["op 'test.flag' attribute 'k' failed to satisfy constraint: 'constant attribute 5'"]
    );
    let p = drr::pat!((FlagOp $x, $_, $_, ConstantEnumCase<Rounding, "down">), (SlowOp $x));
    assert_eq!(
        reasons(p, &src),
        [
            "op 'test.flag' attribute 'mode' failed to satisfy constraint: 'constant attribute Rounding::down'"
        ]
    );
    let p = drr::pat!((FlagOp $x, ConstantAttr<UnitAttr, "false">, $_, $_), (SlowOp $x));
    assert_eq!(
        reasons(p, &flag("fast, k = 1 : i32, mode = 0 : i32")),
        [
            "op 'test.flag' attribute 'fast' failed to satisfy constraint: 'constant attribute false'"
        ]
    );
}

#[test]
fn const_f32_attr_matches_and_builds_an_f32_constant() {
    let scale = |f: &str| {
        module(
            "%arg0: i32",
            &format!(
                "    %0 = \"test.scale\"(%arg0) <{{f = {f} : f32}}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n"
            ),
        )
    };
    assert_eq!(
        run(reg, &scale("5.000000e-01"), set(HalfToQuarter), false),
        scale("2.500000e-01")
    );
    // Another value does not match.
    let src = scale("7.500000e-01");
    assert_eq!(run(reg, &src, set(HalfToQuarter), false), src);
}

fn any(v: &str) -> String {
    module(
        "%arg0: i32",
        &format!(
            "    %0 = \"test.any\"(%arg0) <{{v = {v}}}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n"
        ),
    )
}

#[test]
fn constants_among_all_attr_of_members() {
    let slow = module(
        "%arg0: i32",
        "    %0 = \"test.slow\"(%arg0) : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    let p =
        || drr::pat!((AnyOp $x, AllAttrOf<[I32Attr, ConstantAttr<I32Attr, "3">]>:$v), (SlowOp $x));
    assert_eq!(run(reg, &any("3 : i32"), set(p()), false), slow);
    let summary = "op 'test.any' attribute 'v' failed to satisfy constraint: '32-bit signless integer attribute and constant attribute 3'";
    // The kind (the first member) and the value (the constant) fail alike.
    assert_eq!(reasons_on("test.any", p(), &any("3 : i64")), [summary]);
    assert_eq!(reasons_on("test.any", p(), &any("4 : i32")), [summary]);
    assert_eq!(reasons_on("test.any", p(), &any("\"3\"")), [summary]);
    // The constant first, a string constant.
    let p = || {
        drr::pat!(
            (AnyOp $x, AllAttrOf<[ConstantStrAttr<StrAttr, "s">, StrAttr]>:$v),
            (SlowOp $x)
        )
    };
    assert_eq!(run(reg, &any("\"s\""), set(p()), false), slow);
    assert_eq!(
        reasons_on("test.any", p(), &any("\"t\"")),
        [
            "op 'test.any' attribute 'v' failed to satisfy constraint: 'constant attribute \"s\" and string attribute'"
        ]
    );
}
