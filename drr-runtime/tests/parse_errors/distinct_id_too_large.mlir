"t.a"() {a = distinct[0xAAAABBBBEEEEFFFF1]<1>} : () -> ()
