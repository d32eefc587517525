// The contest page's banners and its rating rules, in each state the server can put them in.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { RelayEnvironmentProvider, useFragment, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import ContestScreenQueryNode, { type ContestScreenQuery } from "../../web/__generated__/ContestScreenQuery.graphql.ts";
import ContestSittingFragment, { type ContestSitting_contest$key } from "../../web/__generated__/ContestSitting_contest.graphql.ts";
import { ContestBanners } from "../../web/screens/Contest/ContestBanners.tsx";
import { ContestRules } from "../../web/screens/Contest/ContestRules.tsx";

afterEach(cleanup);
// relay-test-utils' mock environment spies with Jest's `jest.fn`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

describe("the contest banners", () => {
  it("warn when the server says the submission limit is reached", () => {
    render(<ContestBanners isAllowedToSubmit={false} error={null} resumed={false} />);
    expect(screen.getByRole("status").textContent).toBe(
      "You have reached the submission limit. You may still review or try to submit, but it might fail.",
    );
  });

  it("show a failed submit as an alert, and not the welcome back at the same time", () => {
    render(<ContestBanners isAllowedToSubmit error="Could not submit: try again." resumed />);
    expect(screen.getByRole("alert").textContent).toBe("Could not submit: try again.");
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("welcome back a resumed sitting", () => {
    render(<ContestBanners isAllowedToSubmit error={null} resumed />);
    expect(screen.getByText("Welcome back: your answers and the clock carried on from where you left off.")).toBeTruthy();
  });
});

// The contest screen's own query and the sitting's fragment, which spreads the rules' fragment.
function Rules(props: { signedIn: boolean }) {
  const data = useLazyLoadQuery<ContestScreenQuery>(ContestScreenQueryNode, { name: "AMC_8", year: 2024 });
  const sitting = useFragment<ContestSitting_contest$key>(ContestSittingFragment, data.contest);
  return sitting ? <ContestRules contest={sitting} signedIn={props.signedIn} /> : null;
}

function renderRules(contest: { resumed: boolean; seenQuestions: number; willBeRated?: boolean; ratingOutlook?: string }, signedIn = true) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Contest: () => ({ ...contest, ratingRules: ["Only your first sitting is rated.", "Editors and admins are not rated."] }),
    }),
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Rules signedIn={signedIn} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe("how a sitting is rated", () => {
  it("is told before a new sitting, open, with the server's rules and the questions met before", async () => {
    const { container } = renderRules({ resumed: false, seenQuestions: 3 });
    await screen.findByText("How this sitting is rated");
    expect(container.querySelector("details")?.open).toBe(true);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Only your first sitting is rated.",
      "Editors and admins are not rated.",
    ]);
    expect(screen.getByText(/already answered 3 questions of this contest elsewhere: they will not move your rating/)).toBeTruthy();
  });

  it("is folded in a resumed sitting, and says nothing of questions met before when there are none", async () => {
    const { container } = renderRules({ resumed: true, seenQuestions: 0 });
    await screen.findByText("How this sitting is rated");
    expect(container.querySelector("details")?.open).toBe(false);
    expect(screen.queryByText(/already answered/)).toBeNull();
  });

  it("tells a visitor only that the sitting is not rated, and why", async () => {
    const { container } = renderRules({ resumed: false, seenQuestions: 0, willBeRated: false, ratingOutlook: "This sitting will not be rated: you are not signed in." }, false);
    expect((await screen.findByRole("note")).textContent).toBe("Not rated. This sitting will not be rated: you are not signed in.");
    expect(container.querySelector("details")).toBeNull();
  });

  it("says before the start that a first sitting will be rated", async () => {
    renderRules({ resumed: false, seenQuestions: 0, willBeRated: true, ratingOutlook: "This is your first sitting of this contest, so it will be rated." });
    expect((await screen.findByRole("note")).textContent).toBe("Rated sitting. This is your first sitting of this contest, so it will be rated.");
  });
});
