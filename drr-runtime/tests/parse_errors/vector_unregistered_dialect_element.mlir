"t.a"() : () -> (vector<4x!llvm.ptr>, vector<4x!foo.bar>)
