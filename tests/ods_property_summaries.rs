//! `.summary` of property records of every `Properties.td` class (ods21
//! gave only `ConfinedProp`'s and `Property`'s, and only when their
//! arguments spell it), read through a class that pastes it into its own
//! summary, as MLIR's test dialect's `NonEmptyArray<Property p>` does. The
//! expected summaries are what `mlir-tblgen-22 --print-records` gives the
//! same records (`Properties.td`'s formulas).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
    }
    def OptI : OptionalProp<I64Prop>;
    def ArrI : ArrayProp<I32Prop>;
    def ArrS : ArrayProp<StringProp, "names">;
    def IntArrI : IntArrayProp<I64Prop>;
    def DefI : DefaultValuedProp<I64Prop, "3">;
    def Int16 : IntProp<"int16_t">;
    def Int8D : IntProp<"int8_t", "small">;
    def Plain : ConfinedProp<I64Prop, CPred<|v: i64| v != 7>>;
    def Custom : Property<"int64_t", "custom">;
    def OptArr : OptionalProp<ArrayProp<Plain>>;
    class Never<Property p> : ConfinedProp<p, CPred<|_| false>, "never " # p.summary>;
    def N1 : Op<Test_Dialect, "n1"> { let arguments = (ins Never<OptI>:$v); }
    def N2 : Op<Test_Dialect, "n2"> { let arguments = (ins Never<ArrI>:$v); }
    def N3 : Op<Test_Dialect, "n3"> { let arguments = (ins Never<ArrS>:$v); }
    def N4 : Op<Test_Dialect, "n4"> { let arguments = (ins Never<IntArrI>:$v); }
    def N5 : Op<Test_Dialect, "n5"> { let arguments = (ins Never<DefI>:$v); }
    def N6 : Op<Test_Dialect, "n6"> { let arguments = (ins Never<Int16>:$v); }
    def N7 : Op<Test_Dialect, "n7"> { let arguments = (ins Never<Int8D>:$v); }
    def N8 : Op<Test_Dialect, "n8"> { let arguments = (ins Never<Plain>:$v); }
    def N9 : Op<Test_Dialect, "n9"> { let arguments = (ins Never<Custom>:$v); }
    def N10 : Op<Test_Dialect, "n10"> { let arguments = (ins Never<OptArr>:$v); }
    def N11 : Op<Test_Dialect, "n11"> { let arguments = (ins Never<BoolProp>:$v); }
    def Kind : I32Enum<"Kind", "the kind", [I32EnumCase<"a", 0>, I32EnumCase<"b", 1>]>;
    def KindProp : EnumProp<Kind>;
    def N12 : Op<Test_Dialect, "n12"> { let arguments = (ins Never<KindProp>:$v); }
}

/// The verifier's message for `"test.{op}"() : () -> ()` (its property
/// takes its default value, which the predicate rejects).
fn message(op: &str) -> String {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n  \"test.{op}\"() : () -> ()\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap_err()[0]
        .message
        .clone()
}

#[test]
fn summaries_of_property_records_as_mlir_tblgen() {
    // `mlir-tblgen-22 --print-records` of the same records.
    let expected = [
        ("n1", "never optional int64_t"),
        ("n2", "never array of int32_t"),
        ("n3", "never names"),
        ("n4", "never array of int64_t"),
        ("n5", "never int64_t"),
        ("n6", "never int16_t"),
        ("n7", "never small"),
        ("n8", "never int64_t"),
        ("n9", "never custom"),
        ("n10", "never optional array of int64_t"),
        ("n11", "never boolean"),
        ("n12", "never the kind"),
    ];
    for (op, summary) in expected {
        assert_eq!(
            message(op),
            format!("'test.{op}' op property 'v' failed to satisfy constraint: {summary}")
        );
    }
}
