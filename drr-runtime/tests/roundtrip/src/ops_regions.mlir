// Regions: multiple regions per op, empty regions, empty blocks, nesting, and global SSA numbering order.
"t.empty_region"() ({
}) : () -> ()
"t.empty_block"() ({
^bb0:
}) : () -> ()
"t.empty_block_args"() ({
^bb0(%a: i32, %b: f32):
}) : () -> ()
"t.three_regions"() ({
^bb0(%a: i32):
  "t.x"(%a) : (i32) -> ()
}, {
}, {
  "t.y"() : () -> ()
}) : () -> ()
%top = "t.a"() : () -> i32
"t.b"(%top) ({
^bb0(%c: i32):
  %y = "t.c"(%c, %top) : (i32, i32) -> i32
  "t.br"(%y)[^bb1] : (i32) -> ()
^bb1:
  %z:2 = "t.d"() : () -> (i32, i32)
  "t.e"(%z#1) ({
    %w = "t.f"() : () -> i32
    "t.g"() ({
      %deep = "t.h"(%w, %z#0, %top) : (i32, i32, i32) -> i32
    }) : () -> ()
  }) : (i32) -> ()
}, {
^bb0(%c: i32):
  %y = "t.g"() : () -> i32
}) : (i32) -> ()
%after = "t.after"() : () -> i32
"t.sibling1"() ({
  %s1 = "t.s"() : () -> i32
}) : () -> ()
"t.sibling2"() ({
  %s2 = "t.s"() : () -> i32
}) : () -> ()
%last = "t.with_region_and_result"(%after) ({
^bb0(%q: i32):
  "t.yield"(%q) : (i32) -> ()
}) {k = 1} : (i32) -> i64
