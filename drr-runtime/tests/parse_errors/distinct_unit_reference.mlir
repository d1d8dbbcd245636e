"t.a"() {a = distinct[0]<>, b = distinct[0]<unit>, c = distinct[1]<[]>, d = distinct[1]<array<i32>>} : () -> ()
