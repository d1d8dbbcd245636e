"t.a"() : () -> (vector<2x!ptr.ptr<#ptr.generic_space>>, vector<4x!async.token>)
