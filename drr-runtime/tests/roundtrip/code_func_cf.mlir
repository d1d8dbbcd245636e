"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> () loc("code_func_cf.mlir":2:1)
  "func.func"() <{arg_attrs = [{t.noalias}, {t.k = 1 : i32}], function_type = (i32, f32) -> i32, res_attrs = [{t.res}], sym_name = "ext_attrs", sym_visibility = "private"}> ({
  }) : () -> () loc("code_func_cf.mlir":3:1)
  "func.func"() <{function_type = () -> (), sym_name = "nested_vis", sym_visibility = "nested"}> ({
    "func.return"() : () -> () loc("code_func_cf.mlir":5:3)
  }) {t.fn_attr = "x"} : () -> () loc("code_func_cf.mlir":4:1)
  "func.func"() <{function_type = (i32, f32) -> (i32, i1), sym_name = "caller"}> ({
  ^bb0(%arg3: i32 loc("code_func_cf.mlir":7:19), %arg4: f32 loc("code_func_cf.mlir":7:28)):
    %16 = "func.call"(%arg3, %arg4) <{callee = @ext}> : (i32, f32) -> i32 loc("code_func_cf.mlir":8:8)
    %17 = "func.call"(%16, %arg4) <{callee = @ext_attrs}> : (i32, f32) -> i32 loc("code_func_cf.mlir":9:9)
    %18 = "arith.cmpi"(%16, %17) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc("code_func_cf.mlir":10:8)
    %19 = "arith.cmpf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("code_func_cf.mlir":11:9)
    %20 = "arith.andi"(%18, %19) : (i1, i1) -> i1 loc("code_func_cf.mlir":12:11)
    "func.return"(%17, %20) : (i32, i1) -> () loc("code_func_cf.mlir":13:3)
  }) : () -> () loc("code_func_cf.mlir":7:1)
  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
    %4 = "arith.constant"() <{value = false}> : () -> i1 loc("code_func_cf.mlir":16:8)
    %5 = "arith.constant"() <{value = true}> : () -> i1 loc("code_func_cf.mlir":17:8)
    %6 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc("code_func_cf.mlir":18:8)
    %7 = "arith.constant"() <{value = 42 : i64}> : () -> i64 loc("code_func_cf.mlir":19:8)
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index loc("code_func_cf.mlir":20:8)
    %9 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32 loc("code_func_cf.mlir":21:8)
    %10 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64 loc("code_func_cf.mlir":22:8)
    %11 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32 loc("code_func_cf.mlir":23:8)
    %12 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16 loc("code_func_cf.mlir":24:8)
    %13 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16 loc("code_func_cf.mlir":25:8)
    %14 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32> loc("code_func_cf.mlir":26:9)
    %15 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<3xf64>}> : () -> tensor<3xf64> loc("code_func_cf.mlir":27:9)
    "func.return"() : () -> () loc("code_func_cf.mlir":28:3)
  }) : () -> () loc("code_func_cf.mlir":15:1)
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg0: i1 loc("code_func_cf.mlir":30:16), %arg1: i32 loc("code_func_cf.mlir":30:24), %arg2: i32 loc("code_func_cf.mlir":30:33)):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc("code_func_cf.mlir":31:3)
  ^bb1(%0: i32 loc("code_func_cf.mlir":32:7)):  // pred: ^bb0
    %1 = "arith.muli"(%0, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("code_func_cf.mlir":33:8)
    "cf.br"(%1)[^bb3] : (i32) -> () loc("code_func_cf.mlir":34:3)
  ^bb2:  // pred: ^bb0
    %2 = "arith.divsi"(%arg1, %arg2) : (i32, i32) -> i32 loc("code_func_cf.mlir":36:8)
    "cf.assert"(%arg0) <{msg = "message with \22quotes\22"}> : (i1) -> () loc("code_func_cf.mlir":37:3)
    "cf.br"(%2)[^bb3] : (i32) -> () loc("code_func_cf.mlir":38:3)
  ^bb3(%3: i32 loc("code_func_cf.mlir":39:7)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%3) : (i32) -> () loc("code_func_cf.mlir":40:3)
  }) : () -> () loc("code_func_cf.mlir":30:1)
}) : () -> () loc("code_func_cf.mlir":0:0)
