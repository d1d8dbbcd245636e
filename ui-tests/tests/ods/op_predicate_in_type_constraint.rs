// An op predicate names the op's values: it cannot be a type constraint's
// predicate.
drr::ods! {
    dialect test;
    def Bad : TypeConstraint<Or<[TypeIsPred<"x", I32>, AnySignlessInteger.predicate]>, "bad">;
}
fn main() {}
