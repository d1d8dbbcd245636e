"builtin.module"() ({
  %0 = "t.a"(%x) : (i32) -> i32
}) : () -> ()
