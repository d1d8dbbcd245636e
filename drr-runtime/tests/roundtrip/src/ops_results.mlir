// Result lists: zero/one/many results, result groups, uses with #N, ops with no operands.
"t.none"() : () -> ()
%0 = "t.one"() : () -> i32
%1:3 = "t.three"() : () -> (i32, f32, index)
%a, %b = "t.two_named"() : () -> (i32, i32)
%c:2, %d, %e:3 = "t.groups"() : () -> (i8, i8, i16, i32, i32, i32)
"t.use_all"(%0, %1#0, %1#1, %1#2, %a, %b) : (i32, i32, f32, index, i32, i32) -> ()
"t.use_groups"(%c#0, %c#1, %d, %e#0, %e#2) : (i8, i8, i16, i32, i32) -> ()
%2 = "t.consume"(%1#2, %1#2, %0) : (index, index, i32) -> tensor<?xf32>
%3:2 = "t.fn_results"(%2) : (tensor<?xf32>) -> ((i32) -> i32, i1)
"t.single_fn"() : () -> ((i32) -> i32)
%big:12 = "t.twelve"() : () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1)
"t.use_big"(%big#11, %big#10) : (i1, i1) -> ()
%unused = "t.unused"() : () -> i64
