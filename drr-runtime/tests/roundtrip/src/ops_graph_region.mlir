// Forward references inside regions of unregistered ops (no dominance requirement), self-references, cycles.
"t.graph"() ({
  %a = "t.add"(%b, %c) : (i32, i32) -> i32
  %b = "t.use"(%a) : (i32) -> i32
  %c:2 = "t.two"(%c#1, %a) : (i32, i32) -> (i32, i32)
  "t.self"(%d) : (i32) -> ()
  %d = "t.selfref"(%d) : (i32) -> i32
}) : () -> ()
func.func @f() {
  "t.region"() ({
    %x = "t.fwd"(%y) : (i32) -> i32
    %y = "t.def"(%x) : (i32) -> i32
  }) : () -> ()
  return
}
// Multi-block regions of unregistered ops ARE dominance-checked; only dominating uses here.
"t.multi_block_ok"() ({
  %v = "t.def_first"() : () -> f32
  "t.br"()[^bb1] : () -> ()
^bb1:
  %w = "t.use_across"(%v) : (f32) -> f32
  "t.end"(%w) : (f32) -> ()
}) : () -> ()
