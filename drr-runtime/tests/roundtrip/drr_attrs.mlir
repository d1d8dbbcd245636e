"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32), sym_name = "match_attr"}> ({
    %15 = "test.match_op_attribute1"() <{default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 2 : i32, required_attr = 1 : i32}> : () -> i32 loc("drr_attrs.mlir":3:8)
    %16 = "test.match_op_attribute2"() <{default_valued_attr = 42 : i32, more_attr = 4 : i32, required_attr = 1 : i32}> : () -> i32 loc("drr_attrs.mlir":4:8)
    %17 = "test.match_op_attribute3"() <{attr}> : () -> i32 loc("drr_attrs.mlir":5:8)
    %18 = "test.match_op_attribute4"() <{attr1, attr2}> : () -> i32 loc("drr_attrs.mlir":6:8)
    "func.return"(%15, %16, %18) : (i32, i32, i32) -> () loc("drr_attrs.mlir":7:3)
  }) : () -> () loc("drr_attrs.mlir":2:1)
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "enums"}> ({
    %13 = "test.i32_enum_attr"() <{attr = 5 : i32}> : () -> i32 loc("drr_attrs.mlir":10:8)
    %14 = "test.i64_enum_attr"() <{attr = 10 : i64}> : () -> i32 loc("drr_attrs.mlir":11:8)
    "func.return"(%13, %14) : (i32, i32) -> () loc("drr_attrs.mlir":12:3)
  }) : () -> () loc("drr_attrs.mlir":9:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "constants"}> ({
  ^bb0(%arg2: i32 loc("drr_attrs.mlir":14:22)):
    %7 = "test.constant"() <{value = 1 : i32}> : () -> i32 loc("drr_attrs.mlir":15:8)
    %8 = "test.constant"() <{value = 2 : i64}> : () -> i64 loc("drr_attrs.mlir":16:8)
    %9 = "test.constant"() <{value = 1 : i8}> : () -> i8 loc("drr_attrs.mlir":17:8)
    %10 = "test.op_r"(%7, %arg2) : (i32, i32) -> i32 loc("drr_attrs.mlir":18:8)
    %11 = "test.op_s"(%10) <{value = 1 : i32}> : (i32) -> i32 loc("drr_attrs.mlir":19:8)
    %12 = "test.op_m"(%11) <{optional_attr = 314159265 : i32}> : (i32) -> i32 loc("drr_attrs.mlir":20:8)
    "func.return"(%12) : (i32) -> () loc("drr_attrs.mlir":21:3)
  }) : () -> () loc("drr_attrs.mlir":14:1)
  "func.func"() <{function_type = () -> (), sym_name = "elements"}> ({
    "test.i32ElementsAttr"() <{attr = dense<[3, 5]> : tensor<2xi32>}> : () -> () loc("drr_attrs.mlir":24:3)
    "test.float_elements_attr"() <{scalar_f32_attr = dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<6.000000e+00> : tensor<4x8xf64>}> : () -> () loc("drr_attrs.mlir":25:3)
    %5 = "test.all_attr_constraint_of1"() <{attr = [0, 1]}> : () -> i32 loc("drr_attrs.mlir":26:3)
    %6 = "test.all_attr_constraint_of2"() <{attr = [-1, 1]}> : () -> i32 loc("drr_attrs.mlir":27:3)
    "func.return"() : () -> () loc("drr_attrs.mlir":28:3)
  }) : () -> () loc("drr_attrs.mlir":23:1)
  "func.func"() <{function_type = (i64, i1) -> i8, sym_name = "typed"}> ({
  ^bb0(%arg0: i64 loc("drr_attrs.mlir":30:18), %arg1: i1 loc("drr_attrs.mlir":30:30)):
    %0 = "test.source_op"(%arg0) <{tag = 11 : i32}> : (i64) -> i8 loc("drr_attrs.mlir":31:8)
    %1 = "test.op_x"(%arg1) : (i1) -> i1 loc("drr_attrs.mlir":32:8)
    %2:2 = "test.one_to_two"(%1) : (i1) -> (i64, i32) loc("drr_attrs.mlir":33:10)
    %3 = "test.two_to_one"(%2#1, %2#0) : (i32, i64) -> i1 loc("drr_attrs.mlir":34:8)
    %4 = "test.either_op_c"(%arg0, %arg1) <{attr = 0 : i32}> : (i64, i1) -> i32 loc("drr_attrs.mlir":35:3)
    "func.return"(%0) : (i8) -> () loc("drr_attrs.mlir":36:3)
  }) : () -> () loc("drr_attrs.mlir":30:1)
}) : () -> () loc("drr_attrs.mlir":0:0)
