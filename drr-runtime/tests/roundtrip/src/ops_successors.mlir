// Successors, successor operands (flattened into the operand list in generic form), predecessor comments.
func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32, %z: i32):
  %s = arith.addi %y, %z overflow<nsw, nuw> : i32
  cf.br ^bb3(%s : i32)
^bb3(%r: i32):
  %sw = arith.constant 3 : i32
  cf.switch %sw : i32, [
    default: ^bb4(%r : i32),
    1: ^bb4(%r : i32),
    5: ^bb5
  ]
^bb4(%q: i32):
  return %q : i32
^bb5:
  cf.cond_br %c, ^bb5, ^bb5
}
"t.cfg"() ({
  "t.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "t.br"()[^bb3, ^bb2, ^bb1] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  %v = "t.with_result"()[^bb4] : () -> i32
^bb4:
  "t.ret"() : () -> ()
^bb5:
  "t.br"()[^bb3] : () -> ()
^bb6(%u: i32):
  "t.br"(%u)[^bb6] {attr} : (i32) -> ()
^bb7(%w: i32, %w2: f32):
  %all = "t.everything"(%w, %w2)[^bb4, ^bb7] <{p = 1 : i8}> ({
    "t.inner"() : () -> ()
  }, {
  }) {d = 2 : i8} : (i32, f32) -> i64
}) : () -> ()
