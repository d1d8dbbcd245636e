"t.a"() : () -> (memref<2x!ptr.ptr<#llvm.address_space<1>>>, vector<4x!llvm.ptr<1>>, memref<2x!gpu.async.token>)
