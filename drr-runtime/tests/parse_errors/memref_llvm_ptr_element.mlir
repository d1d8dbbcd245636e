"t.a"() : () -> (vector<4x!llvm.ptr>, memref<2x!ptr.ptr<#ptr.generic_space>>, memref<4x!llvm.ptr>)
