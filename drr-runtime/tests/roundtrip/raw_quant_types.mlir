// Quant types written as mlir-opt-22 does not print them: two spellings of
// one type are one type (the function's argument and its use).
!alias = !quant.uniform<i8<-128:127>:f32, 0.5:0>
!fp = f16
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x!quant.uniform<i8:f32,  1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x!quant.uniform<i8:f32,  1.0>>):
    "func.return"(%arg0) : (tensor<4x!quant.uniform<i8:f32, 1.0>>) -> ()
  }) : () -> ()
  %0 = "foo.a"() : () -> !alias
  "foo.b"(%0) : (!quant.uniform<i8 :f32, 5.0e-1>) -> ()
  %1 = "foo.c"() {
    per_layer = [!quant.uniform<u8<0:255>:f32, 0.0078125:128>,
                 !quant.uniform<ui8 : f64 , 200.0 : 0x10>,
                 !quant.uniform<i4<-7:7>:bf16, 3.14159:-3>,
                 !quant.uniform<u8:f32, 14.208338737487793:128>,
                 !quant.uniform<i16:!fp, 0.1>,
                 !quant<uniform<i8:f32, 1.0>>],
    per_axis = [!quant.uniform<u8:f32:1, {200.0:-120, 0.99872:127}>,
                !quant.uniform<i8<-127:127>:f32:0, {{1.0}, {2.0:3}}>],
    sub_channel = [!quant.uniform<u8:f32:{0:1, 1:2}, {{1.0:200, 2.0}, {3.0, 4.0:0}}>,
                   !quant.uniform<i8:bf16:{1:2}, {{1.0e-3, 3.14159}}>,
                   !quant.uniform<i8:f32:{}, {1.0}>],
    any = [!quant.any<i8<-128:127>>, !quant.any<u8<1:200>:f16>, !quant.any<si16 : f32>],
    calibrated = [!quant.calibrated<f32<-0.998:1.2321>>, !quant.calibrated<f64<-1048576.0 : 1048576.0>>]
  } : () -> tensor<2x!quant.uniform<i8:f32:0,
      {1.0, 2.0}>>
}) : () -> ()
