// Affine maps and sets that differ from mlir-opt's output only in spacing
// and comments print as mlir-opt prints them.
"t.a"() {a = affine_map<(d0,d1)[s0]->(d0+s0*2,d1 floordiv 4)>, b = affine_map<( d0 )	->
(d0 - 1) // a "quote in a comment
>, c = affine_set<(d0)[s0]:(d0-s0>=0,d0==0,-d0+10>=0)>, e = affine_map<()->()>, f = affine_map<(d0)->((d0 + 1)mod 4,d0*-3)>} : () -> ()
"t.b"() : () -> memref<10xi32, affine_map<(d0)[s0]->((-s0)floordiv 4,d0 floordiv-1)>>
