"t.a"() : () -> (memref<4x!test.memref_element>, vector<4x!test.memref_element>)
