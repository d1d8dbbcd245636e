"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "elements"}> ({
    "test.i32ElementsAttr"() <{attr = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> ()
    "test.i32ElementsAttr"() <{attr = dense<7> : tensor<i32>}> : () -> ()
    "test.float_elements_attr"() <{scalar_f32_attr = dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<1.500000e+00> : tensor<4x8xf64>}> : () -> ()
    "test.float_elements_attr"() <{scalar_f32_attr = dense<[4.000000e+00, 3.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<1.500000e+00> : tensor<4x8xf64>}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
