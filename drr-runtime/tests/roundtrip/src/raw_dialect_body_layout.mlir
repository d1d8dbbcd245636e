"builtin.module"() ({
  "func.func"() <{function_type = (!quant.uniform<i8:f32,
      1.000000e-02>) -> !llvm.struct<(
        i32,
        f32
      )>, sym_name = "f", sym_visibility = "private"}> ({
  }) {env = #spirv.target_env<
        #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>
      >,
      vce = #spirv.vce<v1.0,
        [Shader],	[]>,
      file = #llvm.di_file<"a // b.c"
        in "/tmp">,
      flags = #arith.fastmath<nnan,ninf>,
      kept = #foo.bar<a,
         b  c>} : () -> ()
  %0 = "foo.def"() : () -> !quant.uniform<i8:f32,
    1.000000e-02>
  "foo.use"(%0) : (!quant.uniform<i8:f32, 1.000000e-02>) -> ()
}) : () -> ()
