// !isa<T> with a type that is not a class: TableGen's typeIsConvertibleTo
// (an int or a bit converts to int, bit and bits<N>; a list when its
// elements do; a record converts to no string).
class B; class D : B; def x : D; def y : B; def op;
def A { bit a = !isa<B>(x); bit b = !isa<D>(y); bit c = !isa<string>("s"); bit d = !isa<int>(3); bit e = !isa<string>(3); bit f = !isa<D>(x);
 bit g = !isa<bit>(3); bit h = !isa<int>(true); bit i = !isa<bits<4>>(3); bit j = !isa<list<int>>([1]); bit k = !isa<list<string>>([1]); bit l = !isa<dag>((op)); bit m = !isa<int>("s"); bit n = !isa<B>(3); bit o = !isa<string>(x); bit p = !isa<bits<1>>(true); bit q = !isa<bits<2>>(true); bit r = !isa<list<int>>([]<int>); bit s = !isa<int>((op)); }
