"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32), sym_name = "allof"}> ({
    %0 = "test.all_attr_constraint_of1"() <{attr = [0, 1]}> : () -> i32
    %1 = "test.all_attr_constraint_of1"() <{attr = [0, 1, 5]}> : () -> i32
    %2 = "test.all_attr_constraint_of1"() <{attr = [1, 1]}> : () -> i32
    %3 = "test.all_attr_constraint_of1"() <{attr = [0, 0]}> : () -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "benefit"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_d"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%arg0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    %3 = "test.op_g"(%2) : (i32) -> i32
    %4 = "test.op_g"(%arg0) : (i32) -> i32
    "func.return"(%0, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "chain"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_c"(%arg0) : (i32) -> i32 loc("c0")
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    %3 = "test.op_n"(%2, %2) : (i32, i32) -> i32
    %4 = "test.op_p"(%3, %arg0, %3, %3, %arg0, %0) : (i32, i32, i32, i32, i32, i32) -> i32
    %5 = "test.op_n"(%arg0, %4) : (i32, i32) -> i32
    "func.return"(%5, %4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64) -> (i32, i32, i64, i32, i32), sym_name = "consts"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "test.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "test.constant"() <{value = 3 : i64}> : () -> i64
    %4 = "test.op_r"(%arg0, %1) : (i32, i32) -> i32
    %5 = "test.op_r"(%0, %arg0) : (i32, i32) -> i32
    %6 = "test.op_r"(%arg1, %3) : (i64, i64) -> i64
    %7 = "test.op_r"(%arg0, %2) : (i32, i32) -> i32
    %8 = "test.op_s"(%0) <{value = 5 : i32}> : (i32) -> i32
    "func.return"(%4, %5, %6, %7, %8) : (i32, i32, i64, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cpp"}> ({
  ^bb0(%arg0: i32):
    "test.any_attr_of_i32_str"() <{attr = 0 : i32}> : () -> ()
    "test.any_attr_of_i32_str"() <{attr = 5 : i32}> : () -> ()
    "test.any_attr_of_i32_str"() <{attr = "s"}> : () -> ()
    "test.one_region_op"() ({
      %4 = "foo.maybe_eligible_op"() : () -> i32
      "foo.yield"(%4) : (i32) -> ()
    }) : () -> ()
    "test.one_region_op"() ({
      %3 = "foo.other_op"() : () -> i32
      "foo.yield"(%3) : (i32) -> ()
    }) : () -> ()
    %0 = "test.constant"() <{value = 4 : i32}> : () -> i32
    %1 = "test.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "foo.use"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i16, i8) -> (), sym_name = "either"}> ({
  ^bb0(%arg0: i32, %arg1: i16, %arg2: i8):
    %0 = "test.either_op_a"(%arg0, %arg1, %arg2) : (i32, i16, i8) -> i32
    %1 = "test.either_op_a"(%arg1, %arg0, %arg2) : (i16, i32, i8) -> i32
    %2 = "test.either_op_b"(%arg0, %arg0) : (i32, i32) -> i32
    %3 = "test.either_op_b"(%arg1, %arg1) : (i16, i16) -> i32
    %4 = "test.either_op_a"(%3, %2, %arg2) : (i32, i32, i8) -> i32
    %5 = "test.either_op_c"(%arg1, %arg0) <{attr = 0 : i32}> : (i16, i32) -> i32
    %6 = "test.either_op_c"(%arg0, %arg1) <{attr = 3 : i32}> : (i32, i16) -> i32
    %7 = "test.either_helper_op_a"(%arg0) : (i32) -> i32
    %8 = "test.either_helper_op_b"(%arg0) : (i32) -> i32
    %9 = "test.either_op_b"(%8, %7) : (i32, i32) -> i32
    %10 = "test.either_op_a"(%arg0, %arg0, %arg2) : (i32, i32, i8) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "elements"}> ({
    "test.i32ElementsAttr"() <{attr = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> ()
    "test.i32ElementsAttr"() <{attr = dense<7> : tensor<i32>}> : () -> ()
    "test.float_elements_attr"() <{scalar_f32_attr = dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<1.500000e+00> : tensor<4x8xf64>}> : () -> ()
    "test.float_elements_attr"() <{scalar_f32_attr = dense<[4.000000e+00, 3.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<1.500000e+00> : tensor<4x8xf64>}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32), sym_name = "enums"}> ({
    %0 = "test.i32_enum_attr"() <{attr = 5 : i32}> : () -> i32
    %1 = "test.i32_enum_attr"() <{attr = 10 : i32}> : () -> i32
    %2 = "test.i64_enum_attr"() <{attr = 5 : i64}> : () -> i32
    %3 = "test.i64_enum_attr"() <{attr = 4294967296 : i64}> : () -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, f32) -> (i32, i32, i32), sym_name = "eq"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32):
    %0 = "test.op_n"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "test.op_n"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "test.op_p"(%arg0, %arg1, %arg0, %arg0, %arg1, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %3 = "test.op_p"(%arg0, %arg1, %arg0, %arg1, %arg1, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %4 = "test.op_q"(%arg0, %arg0) : (i32, i32) -> i32
    %5 = "test.op_q"(%arg0, %arg3) : (i32, f32) -> i32
    %6 = "test.op_o"(%2) : (i32) -> i32
    "func.return"(%0, %4, %5) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "fan"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_g"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%0) : (i32) -> i32
    %3 = "test.op_a"(%0) <{attr = 3 : i32}> : (i32) -> i32
    %4 = "test.symbol_binding_a"(%1) <{attr = 1 : i64}> : (i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "fused"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.op_a"(%arg0) <{attr = 1 : i32}> : (i32) -> i32 loc("inner")
    %1 = "test.op_a"(%0) <{attr = 2 : i32}> : (i32) -> i32 loc("outer")
    %2 = "test.op_a"(%arg1) <{attr = 3 : i32}> : (i32) -> i32 loc(fused["x", "y"])
    %3 = "test.op_a"(%2) <{attr = 4 : i32}> : (i32) -> i32 loc("z")
    %4 = "test.op_a"(%3) <{attr = 5 : i32}> : (i32) -> i32 loc("w")
    "func.return"(%1, %4, %0) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, f32, i64) -> (), sym_name = "ignore"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: i64):
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg2) <{d = 1 : i64, e = "x", f = 3 : i8}> : (i32, i32, i32) -> ()
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg3) <{d = 1 : i64, e = 2 : i64, f = 3 : i64}> : (i32, i32, f32) -> ()
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg2) <{d = 1 : i32, e = 2 : i64, f = 3 : i64}> : (i32, i32, i32) -> ()
    "test.ignore_arg_match_src"(%arg4, %arg3, %arg2) <{d = 9 : i64, e, f = "kept"}> : (i64, f32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "inter"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.interleaved_operand_attr1"(%arg1, %arg0) <{attr1 = 3 : i64, attr2 = -4 : i64}> : (i32, i32) -> ()
    "test.many_arguments"(%arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0) <{attr1 = 42 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "test.many_arguments"(%arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0) <{attr1 = 41 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "locs"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.loc_src"(%arg0) : (i32) -> i32 loc("l3")
    %1 = "test.loc_src"(%0) : (i32) -> i32 loc("l2")
    %2 = "test.loc_src"(%1) : (i32) -> i32 loc("l1")
    "test.loc_src_no_res"(%2) : (i32) -> () loc("l4")
    %3 = "test.loc_src"(%arg0) : (i32) -> i32 loc("m1")
    %4 = "test.loc_src"(%3) : (i32) -> i32 loc("m2")
    "test.loc_src_no_res"(%4) : (i32) -> () loc("m3")
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32), sym_name = "attrs"}> ({
    %0 = "test.match_op_attribute1"() <{default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 2 : i32, required_attr = 1 : i32}> : () -> i32
    %1 = "test.match_op_attribute1"() <{default_valued_attr = 42 : i32, more_attr = 4 : i32, required_attr = 5 : i32}> : () -> i32
    %2 = "test.match_op_attribute1"() <{default_valued_attr = 42 : i32, more_attr = 3 : i32, optional_attr = 7 : i32, required_attr = 6 : i32}> : () -> i32
    %3 = "test.match_op_attribute3"() <{attr}> : () -> i32
    %4 = "test.match_op_attribute3"() : () -> i32
    %5 = "test.op_c"(%4) : (i32) -> i32 loc("c")
    "func.return"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32, f32, i32, f32, f32, i32, f32, f32), sym_name = "multi"}> ({
    %0:3 = "test.three_result"() <{kind = 1 : i64}> : () -> (i32, f32, f32)
    %1:3 = "test.three_result"() <{kind = 2 : i64}> : () -> (i32, f32, f32)
    %2:3 = "test.three_result"() <{kind = 3 : i64}> : () -> (i32, f32, f32)
    "func.return"(%0#0, %0#1, %0#2, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2) : (i32, f32, f32, i32, f32, f32, i32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32, f32, i32, f32, i32, f32, f32), sym_name = "multi2"}> ({
    %0:3 = "test.three_result"() <{kind = 4 : i64}> : () -> (i32, f32, f32) loc("k4")
    %1:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32)
    %2:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32)
    %3:3 = "test.three_result"() <{kind = 6 : i64}> : () -> (i32, f32, f32) loc("k6")
    "func.return"(%0#0, %0#1, %0#2, %1#0, %2#1, %3#0, %3#1, %3#2) : (i32, f32, f32, i32, f32, i32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "named"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_a"(%arg0) <{attr = 7 : i32}> : (i32) -> i32 loc("only")
    %1 = "test.op_b"(%0) <{attr = 8 : i32}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "ncc"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.native_code_call1"(%arg0, %arg1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = true}> : (i32, i32) -> i32
    %1 = "test.native_code_call1"(%arg0, %arg1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = false}> : (i32, i32) -> i32
    %2 = "test.native_code_call3"(%arg1) : (i32) -> i32 loc("ncc3")
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i8) -> (i32, i32, i32, i32), sym_name = "bind"}> ({
  ^bb0(%arg0: i32, %arg1: i8):
    %0 = "test.op_k"() : () -> i32
    %1:2 = "test.native_code_call4"(%0) : (i32) -> (i32, i32)
    %2:2 = "test.native_code_call4"(%arg1) : (i8) -> (i32, i32)
    %3:2 = "test.native_code_call4"(%arg0) : (i32) -> (i32, i32)
    %4:2 = "test.native_code_call6"(%arg0, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%1#0, %2#1, %3#1, %4#1) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32), sym_name = "nested_eq"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "test.op_p"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %1 = "test.op_n"(%arg1, %0) : (i32, i32) -> i32
    %2 = "test.op_n"(%arg0, %0) : (i32, i32) -> i32
    %3 = "test.op_n"(%arg2, %arg0) : (i32, i32) -> i32
    %4 = "test.op_n"(%3, %arg0) : (i32, i32) -> i32
    %5 = "test.op_n"(%3, %arg1) : (i32, i32) -> i32
    "func.return"(%1, %4, %5) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.region"(%arg0) ({
    ^bb0(%arg1: i32):
      %2 = "test.op_d"(%arg1) : (i32) -> i32
      %3 = "test.op_a"(%2) <{attr = 1 : i32}> : (i32) -> i32 loc("in1")
      %4 = "test.op_a"(%3) <{attr = 2 : i32}> : (i32) -> i32 loc("in2")
      "foo.inner"() ({
        %5 = "test.op_g"(%4) : (i32) -> i32
        %6 = "test.op_g"(%5) : (i32) -> i32
        "foo.yield"(%6) : (i32) -> ()
      }, {
        "test.op_h"(%arg1) : (i32) -> ()
        "foo.yield"() : () -> ()
      }) : () -> ()
      "foo.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    %1 = "test.op_n"(%0, %0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "props"}> ({
    %0 = "test.prop_pattern_op_1"() <{cond = false, tag = "a", val = 4 : i64}> : () -> i32
    %1 = "test.prop_pattern_op_1"() <{cond = false, tag = "b", val = -4 : i64}> : () -> i32
    %2 = "test.prop_pattern_op_1"() <{cond = true, tag = "c", val = 4 : i64}> : () -> i32
    "test.prop_pattern_op_2"(%2) <{tag = "d"}> : (i32) -> ()
    "test.prop_pattern_op_2"(%2) <{tag = ""}> : (i32) -> ()
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "opm"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_m"(%arg0) : (i32) -> i32
    %1 = "test.op_m"(%0) : (i32) -> i32
    %2 = "test.op_m"(%arg0) <{optional_attr = 5 : i32}> : (i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i1, i8, i32) -> (i8, i8, i1, i32, i64, i1, i16), sym_name = "rt"}> ({
  ^bb0(%arg0: i64, %arg1: i1, %arg2: i8, %arg3: i32):
    %0 = "test.source_op"(%arg0) <{tag = 11 : i32}> : (i64) -> i8
    %1 = "test.source_op"(%arg1) <{tag = 22 : i32}> : (i1) -> i8
    %2 = "test.source_op"(%arg1) <{tag = 33 : i32}> : (i1) -> i1
    %3 = "test.source_op"(%arg2) <{tag = 44 : i32}> : (i8) -> i32
    %4 = "test.source_op"(%arg1) <{tag = 55 : i32}> : (i1) -> i64
    %5 = "test.source_op"(%arg3) <{tag = 66 : i32}> : (i32) -> i1
    %6 = "test.source_op"(%arg3) <{tag = 67 : i32}> : (i32) -> i16
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (i8, i8, i1, i32, i64, i1, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i64, f32, f32) -> (), sym_name = "misc"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32, %arg4: f32):
    "test.no_str_value"() <{value = "bar"}> : () -> ()
    "test.variadic_rewrite_src_op"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> ()
    "test.variadic_rewrite_src_op"(%arg2) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "sym"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.symbol_binding_a"(%arg0) <{attr = 7 : i64}> : (i32) -> i32 loc("sa")
    %1 = "test.symbol_binding_a"(%arg0) <{attr = 8 : i64}> : (i32) -> i32
    %2 = "test.symbol_binding_a"(%arg0) <{attr = 9 : i64}> : (i32) -> i32
    "test.symbol_binding_no_result"(%arg0) : (i32) -> () loc("nr")
    "func.return"(%0, %2) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pass"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.unknown_op"(%arg0) {x = 1 : i64} : (i32) -> i32
    %1 = "other.op"(%0) ({
    ^bb0(%arg1: i32):
      %3 = "test.op_a"(%arg1) <{attr = 5 : i32}> : (i32) -> i32 loc("deep")
      "other.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "other.pure_maybe"() : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "vdir"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "test.mixed_variadic_in4"(%arg0, %arg1, %arg2) <{attr1 = 0 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg0, %arg2) <{attr1 = 0 : i32}> : (i32, i32) -> ()
    %0 = "test.mixed_variadic_in_out_i32"(%arg2) : (i32) -> i32
    %1 = "test.mixed_variadic_in_out_i32"(%arg3) : (i32) -> i32
    "test.mixed_variadic_in4"(%0, %1, %arg0) <{attr1 = 1 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg1, %arg1, %arg0) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg1, %arg2, %arg0) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "vfull"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3) <{attr1 = 1 : i32}> : (i32, i32, i32, i32) -> ()
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3) <{attr1 = 2 : i32}> : (i32, i32, i32, i32) -> ()
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3, %arg0, %arg1) <{attr1 = 1 : i32}> : (i32, i32, i32, i32, i32, i32) -> ()
    "test.mixed_variadic_optional_in7"(%arg0, %arg1, %arg2) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_optional_in7"(%arg0, %arg1) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> ()
    "test.mixed_variadic_in5"(%arg0, %arg1, %arg2) <{attr1 = 7 : i32, pattern_name = "MatchInverseVariadic"}> : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f32) -> (i32, i32, i32, f32, i32, i32), sym_name = "variadic"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
    "test.one_variadic_out_one_variadic_in1"() : () -> ()
    %0:2 = "test.one_variadic_out_one_variadic_in1"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    "test.mixed_variadic_in1"(%arg0, %arg1, %arg2, %arg1, %arg0) : (i32, i32, f32, i32, i32) -> ()
    "test.mixed_variadic_in1"(%arg2) : (f32) -> ()
    %1:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
    %2 = "test.one_i32_out"() : () -> i32
    "func.return"(%0#0, %0#1, %1#0, %1#1, %1#2, %2) : (i32, i32, i32, f32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "zero"}> ({
  ^bb0(%arg0: i32):
    "test.op_h"(%arg0) : (i32) -> ()
    %0 = "test.op_j"() : () -> i32
    %1 = "test.op_j"() : () -> i32 loc("j")
    "test.op_h"(%1) : (i32) -> () loc("h")
    "func.return"(%0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
