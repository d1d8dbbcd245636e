// A list literal of only `?`s has no element type either: where TableGen
// expects no type (a `defvar`, an operand of `!empty`, a `foreach` range)
// it is "No type for list" (mlir-tblgen-22), at the list. Where a list type
// is expected (a field's initializer, a template argument and its default,
// `!listconcat` after a typed operand) or with `[?]<Type>`, it is fine.
drr::patterns! {
    class Slots<list<int> s = [?, ?]> {
        list<int> r = s;
        list<int> more = !listconcat(s, [?]);
    }
    def Two : Slots<[?, ?, ?]>;
    defvar NoneYet = [?, ?];
    defvar Typed = [?]<int>;
    def Check {
        list<int> l = [?, ?];
        bit a = !empty([?]);
        bit b = !empty([?]<string>);
    }
    foreach i = [?] in def Never;
}

fn main() {}
