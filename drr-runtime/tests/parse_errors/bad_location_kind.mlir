"t.a"() : () -> () loc(nowhere)
