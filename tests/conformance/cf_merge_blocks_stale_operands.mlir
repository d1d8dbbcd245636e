// Block merging in two steps of one region simplification: the blocks with
// successors [^bb5] (^bb1, ^bb2) merge first, which appends a successor
// operand to the `cf.switch` of ^bb3 and ^bb4 (their case 1 names the
// leader ^bb1); ^bb3 and ^bb4 then have the same successors and merge too,
// their new arguments read from the switches as they are now: the default
// and case 5 operands (%arg12 in ^bb3, %arg13 in ^bb4) both become the new
// merged argument, so ^bb6 receives it on both edges and its argument is
// dropped as redundant. The second function is generated module cf_0150
// (seed 12, --wide --opaque) reduced: the same shape after other
// simplifications.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "stale_case_operand"}> ({
  ^bb0(%arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32):
    "cf.switch"(%arg15)[^bb3, ^bb4, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 2 preds: ^bb3, ^bb4
    "foo.sink"(%arg14) : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.sink"(%arg15) : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb3:  // pred: ^bb0
    "cf.switch"(%arg14, %arg12, %arg12)[^bb6, ^bb1, ^bb6] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb4:  // pred: ^bb0
    "cf.switch"(%arg13, %arg13, %arg13)[^bb6, ^bb1, ^bb6] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb5:  // 3 preds: ^bb1, ^bb2, ^bb6
    "func.return"() : () -> ()
  ^bb6(%33: i32):  // 4 preds: ^bb3, ^bb3, ^bb4, ^bb4
    "foo.use"(%33) : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32, index, i64, i8, f32, vector<4xi32>, tensor<2xf32>, memref<?xi8>) -> i32, sym_name = "reduced_cf_0150"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: index, %arg6: i64, %arg7: i8, %arg8: f32, %arg9: vector<4xi32>, %arg10: tensor<2xf32>, %arg11: memref<?xi8>):
    "cf.cond_br"(%arg1, %arg6, %arg2, %arg2, %arg2, %arg2, %arg7)[^bb6, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 6>}> : (i1, i64, i32, i32, i32, i32, i8) -> ()
  ^bb1(%0: i64, %1: i32, %2: i32, %3: i32, %4: i32, %5: i8):  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg1, %arg6, %arg3, %2, %3, %1, %5, %arg11, %arg10, %arg10, %arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 6, 4>}> : (i1, i64, i32, i32, i32, i32, i8, memref<?xi8>, tensor<2xf32>, tensor<2xf32>, index) -> ()
  ^bb2(%6: memref<?xi8>, %7: tensor<2xf32>, %8: tensor<2xf32>, %9: index):  // pred: ^bb1
    %10 = "foo.const"() {value = 2147483647 : i32} : () -> i32
    "cf.switch"(%arg3, %arg2, %8, %arg1, %arg9, %arg8, %arg1, %arg6, %10)[^bb9, ^bb3, ^bb5] <{case_operand_segments = array<i32: 1, 3>, case_values = dense<[3, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 4, 4>}> : (i32, i32, tensor<2xf32>, i1, vector<4xi32>, f32, i1, i64, i32) -> ()
  ^bb3(%11: f32):  // pred: ^bb2
    %12 = "foo.add"(%arg2, %arg3) : (i32, i32) -> i32
    "foo.sink"(%arg7) : (i8) -> ()
    "cf.switch"(%arg4, %arg8, %arg3, %arg10, %arg1, %arg9)[^bb4, ^bb8] <{case_operand_segments = array<i32: 4>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, f32, i32, tensor<2xf32>, i1, vector<4xi32>) -> ()
  ^bb4(%13: f32):  // 7 preds: ^bb3, ^bb4, ^bb5, ^bb6, ^bb6, ^bb7, ^bb7
    %14 = "foo.add"(%arg2, %arg3) : (i32, i32) -> i32
    "foo.sink"(%arg7) : (i8) -> ()
    "cf.switch"(%arg2, %13, %arg3, %arg10, %arg0, %arg9)[^bb4, ^bb8] <{case_operand_segments = array<i32: 4>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, f32, i32, tensor<2xf32>, i1, vector<4xi32>) -> ()
  ^bb5(%15: i1, %16: i64, %17: i32):  // 3 preds: ^bb2, ^bb8, ^bb9
    %18 = "foo.cmp"(%arg4, %17) : (i32, i32) -> i1
    "cf.cond_br"(%18, %arg8)[^bb4, ^bb7] <{branch_weights = array<i32: 5, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb6:  // pred: ^bb0
    %19 = "foo.const"() {value = 0.000000e+00 : f32} : () -> f32
    %20 = "foo.cmp"(%arg5, %arg5) : (index, index) -> i1
    "foo.sink"(%arg4) : (i32) -> ()
    "cf.switch"(%arg4, %arg2, %19, %19, %arg2)[^bb10, ^bb4, ^bb4, ^bb10] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 1, 5]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, f32, f32, i32) -> ()
  ^bb7:  // pred: ^bb5
    %21 = "foo.const"() {value = 0.000000e+00 : f32} : () -> f32
    %22 = "foo.cmp"(%arg5, %arg5) : (index, index) -> i1
    "foo.sink"(%arg3) : (i32) -> ()
    "cf.switch"(%arg3, %arg3, %21, %21, %arg3)[^bb10, ^bb4, ^bb4, ^bb10] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 1, 5]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, f32, f32, i32) -> ()
  ^bb8(%23: i32, %24: tensor<2xf32>, %25: i1, %26: vector<4xi32>):  // 3 preds: ^bb3, ^bb4, ^bb10
    "cf.br"(%25, %arg6, %arg2)[^bb5] : (i1, i64, i32) -> ()
  ^bb9(%27: i32, %28: tensor<2xf32>, %29: i1, %30: vector<4xi32>):  // pred: ^bb2
    "cf.br"(%arg1, %arg6, %arg4)[^bb5] : (i1, i64, i32) -> ()
  ^bb10(%31: i32):  // 4 preds: ^bb6, ^bb6, ^bb7, ^bb7
    %32 = "foo.add"(%31, %31) : (i32, i32) -> i32
    "cf.br"(%31, %arg10, %arg1, %arg9)[^bb8] : (i32, tensor<2xf32>, i1, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

