"t.a"() : () -> (tuple<!emitc.opaque<"int">>, vector<[4]x!ptr.ptr<#ptr.generic_space>>, vector<2x!emitc.opaque<"int">>)
