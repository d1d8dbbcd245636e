// Unregistered dialect symbols print in the pretty form #ns.data exactly when
// their data is simple enough (an identifier, then optionally <...>).
"t.a"() {a = #t<tensor<i32>>, b = #t.a$b, c = #t<a>, d = #t<a.b>, e = #t<1>, f = #t<a >, g = #t< a>, h = #t.1x, i = #t.a$b<x>, j = #t<a<x>y>, k = #t<a_b.c<>>, l = #t.a<x> : i32, m = #t<a<x>> : i32, n = #t<>} : () -> (!t<tensor<i32>>, !t.a$b, !t<a>, !t<1>, !t<a<b> >)
