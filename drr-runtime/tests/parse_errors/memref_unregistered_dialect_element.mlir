"t.a"() : () -> (memref<4x!test.memref_element>, memref<4x!foo.bar>)
