//! `AllMatch<values, summary>` (`OpBase.td`) whose values are C++ in the
//! spellings of ODS's own `All…Match` traits (`$a.getType()`,
//! `getA().getType()`, `getElementTypeOrSelf($a)`,
//! `::llvm::cast<::mlir::ShapedType>($a.getType()).getShape()` /
//! `.getRank()`, …): checked as the matching trait, failing with
//! `failed to verify that {summary}`; fewer than two values check
//! nothing. Expected outputs recorded from mlir-opt-22 with the same ops
//! compiled by mlir-tblgen-22 into a dialect plugin
//! (`--load-dialect-plugin`).

mod common;

drr::ods! {
    def AM_Dialect : Dialect {
      let name = "am";
      let cppNamespace = "::am";
    }
    class AM_Op<string m, list<Trait> t = []> : Op<AM_Dialect, m, t>;
    def AM_TypesOp : AM_Op<"types", [AllMatch<["$a.getType()", "$b.getType()", "$r.getType()"], "a, b and r have one type">]> {
      let arguments = (ins AnyType:$a, AnyType:$b);
      let results = (outs AnyType:$r);
    }
    def AM_GettersOp : AM_Op<"getters", [AllMatch<["getA().getType()", "getFooBar().getType()"], "a and foo_bar have one type">]> {
      let arguments = (ins AnyType:$a, AnyType:$foo_bar);
    }
    def AM_ElemsOp : AM_Op<"elems", [AllMatch<["getElementTypeOrSelf($a)", "::mlir::getElementTypeOrSelf($b)"], "same element type">]> {
      let arguments = (ins AnyType:$a, AnyType:$b);
    }
    def AM_ShapesOp : AM_Op<"shapes", [AllMatch<["::llvm::cast<::mlir::ShapedType>($a.getType()).getShape()", "::llvm::cast<::mlir::ShapedType>($b.getType()).getShape()"], "same shape">]> {
      let arguments = (ins AnyRankedTensor:$a, AnyRankedTensor:$b);
    }
    def AM_RanksOp : AM_Op<"ranks", [AllMatch<["::llvm::cast<::mlir::ShapedType>($a.getType()).getRank()", "::llvm::cast<::mlir::ShapedType>($b.getType()).getRank()"], "same rank">]> {
      let arguments = (ins AnyRankedTensor:$a, AnyRankedTensor:$b);
    }
    def AM_OneOp : AM_Op<"one", [AllMatch<["$a.getType()"], "vacuous">]> {
      let arguments = (ins AnyType:$a);
    }
}

/// What mlir-opt-22 prints for the module holding `line` (`;;` separates
/// ops): the module, or its diagnostics.
fn run(line: &str) -> String {
    common::verify_and_print(AmDialect::register, line)
}

/// (input, mlir-opt-22's output or diagnostics).
const CASES: &[(&str, &str)] = &[
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;%0 = "am.types"(%a, %a) : (i32, i32) -> i32"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  %6 = "am.types"(%0, %0) : (i32, i32) -> i32
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;%0 = "am.types"(%a, %b) : (i32, i64) -> i32"#,
        r#"in.mlir:8:8: error: 'am.types' op failed to verify that a, b and r have one type
  %0 = "am.types"(%a, %b) : (i32, i64) -> i32
       ^
in.mlir:8:8: note: see current operation: %6 = "am.types"(%0, %1) : (i32, i64) -> i32
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;%0 = "am.types"(%a, %a) : (i32, i32) -> i64"#,
        r#"in.mlir:8:8: error: 'am.types' op failed to verify that a, b and r have one type
  %0 = "am.types"(%a, %a) : (i32, i32) -> i64
       ^
in.mlir:8:8: note: see current operation: %6 = "am.types"(%0, %0) : (i32, i32) -> i64
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.getters"(%t, %v) : (tensor<2xf32>, tensor<2xf32>) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  "am.getters"(%2, %4) : (tensor<2xf32>, tensor<2xf32>) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.getters"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()"#,
        r#"in.mlir:8:3: error: 'am.getters' op failed to verify that a and foo_bar have one type
  "am.getters"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()
  ^
in.mlir:8:3: note: see current operation: "am.getters"(%2, %3) : (tensor<2xf32>, tensor<3xf32>) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.elems"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  "am.elems"(%2, %3) : (tensor<2xf32>, tensor<3xf32>) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.elems"(%t, %w) : (tensor<2xf32>, tensor<2x2xi32>) -> ()"#,
        r#"in.mlir:8:3: error: 'am.elems' op failed to verify that same element type
  "am.elems"(%t, %w) : (tensor<2xf32>, tensor<2x2xi32>) -> ()
  ^
in.mlir:8:3: note: see current operation: "am.elems"(%2, %5) : (tensor<2xf32>, tensor<2x2xi32>) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.shapes"(%t, %v) : (tensor<2xf32>, tensor<2xf32>) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  "am.shapes"(%2, %4) : (tensor<2xf32>, tensor<2xf32>) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.shapes"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()"#,
        r#"in.mlir:8:3: error: 'am.shapes' op failed to verify that same shape
  "am.shapes"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()
  ^
in.mlir:8:3: note: see current operation: "am.shapes"(%2, %3) : (tensor<2xf32>, tensor<3xf32>) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.ranks"(%t, %u) : (tensor<2xf32>, tensor<3xf32>) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  "am.ranks"(%2, %3) : (tensor<2xf32>, tensor<3xf32>) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.ranks"(%t, %w) : (tensor<2xf32>, tensor<2x2xi32>) -> ()"#,
        r#"in.mlir:8:3: error: 'am.ranks' op failed to verify that same rank
  "am.ranks"(%t, %w) : (tensor<2xf32>, tensor<2x2xi32>) -> ()
  ^
in.mlir:8:3: note: see current operation: "am.ranks"(%2, %5) : (tensor<2xf32>, tensor<2x2xi32>) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;%t = "foo.get"() : () -> tensor<2xf32>;;%u = "foo.get"() : () -> tensor<3xf32>;;%v = "foo.get"() : () -> tensor<2xf32>;;%w = "foo.get"() : () -> tensor<2x2xi32>;;"am.one"(%a) : (i32) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  %2 = "foo.get"() : () -> tensor<2xf32>
  %3 = "foo.get"() : () -> tensor<3xf32>
  %4 = "foo.get"() : () -> tensor<2xf32>
  %5 = "foo.get"() : () -> tensor<2x2xi32>
  "am.one"(%0) : (i32) -> ()
}) : () -> ()
"#,
    ),
];

#[test]
fn all_match_of_cpp_values_as_mlir_opt() {
    common::check_cases(CASES, run);
}
